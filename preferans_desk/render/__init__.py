"""The sheet's geometry as plain data, and the backends that draw it (Qt here, reportlab for PDF).

``geometry`` imports no Qt: only ``qt_painter`` does.
"""
