"""Game > Join Club Night's dialog: what the director answered is said under the fields, the dialog grown for it."""

from __future__ import annotations

from preferans_desk.gui.night_views.join_night_dialog import JoinNightDialog


def test_the_dialog_grows_to_show_a_refusal_and_its_explanation_whole(qtbot):
    dialog = JoinNightDialog(None, "127.0.0.1:8643")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    explanation = dialog.layout().itemAt(0).widget()
    dialog.code_edit.setText("ZZZZ-9999")
    dialog._answered("no table of this round has that code; the round may have been seated again, so ask the "
                     "director for the table's new code")

    def whole(label):
        return label.height() >= label.heightForWidth(label.width())

    qtbot.waitUntil(lambda: whole(explanation) and whole(dialog.problem), timeout=1000)
