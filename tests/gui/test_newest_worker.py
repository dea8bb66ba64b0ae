"""The phones' publishers' worker (gui/state/newest_worker.py): jobs given while it works come down to the newest."""

from __future__ import annotations

import threading

from preferans_desk.gui.state.newest_worker import NewestWorker


def test_a_burst_of_jobs_is_handled_once_from_the_newest():
    started, release, done = threading.Event(), threading.Event(), threading.Event()
    handled: list[int] = []

    def handle(job: int) -> None:
        handled.append(job)
        if job == 1:
            started.set()
            release.wait(5)
        if job == 4:
            done.set()

    worker: NewestWorker[int] = NewestWorker(handle, "test-newest")
    worker.give(1)
    assert started.wait(5)
    for job in (2, 3, 4):  # while the first is being handled
        worker.give(job)
    release.set()
    assert done.wait(5)
    worker.shutdown(wait=True)
    assert handled == [1, 4]


def test_a_dropped_job_is_never_handled():
    started, release = threading.Event(), threading.Event()
    handled: list[int] = []

    def handle(job: int) -> None:
        handled.append(job)
        started.set()
        release.wait(5)

    worker: NewestWorker[int] = NewestWorker(handle, "test-newest")
    worker.give(1)
    assert started.wait(5)
    worker.give(2)
    worker.drop()
    release.set()
    worker.shutdown(wait=True)
    assert handled == [1]
