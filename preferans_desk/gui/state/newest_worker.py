"""One worker thread that handles only the newest of the jobs given it: jobs given while it works replace each
other, and the worker takes the last when it is done. The phones' publishers (the single game's share and the
club night's) draw in it, so that a burst of moments costs one drawing, never one each, and the window never
waits for a drawing."""

from __future__ import annotations

import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Generic, TypeVar

T = TypeVar("T")


class NewestWorker(Generic[T]):
    """``give`` a job (never blocks); ``handle`` runs in the worker for the newest one."""

    def __init__(self, handle: Callable[[T], None], name: str):
        self._handle = handle
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix=name)
        self._lock = threading.Lock()
        self._next: T | None = None
        self._working = False

    def give(self, job: T) -> None:
        with self._lock:
            self._next = job
            if self._working:
                return  # the worker takes the newest when it is done
            self._working = True
        self._pool.submit(self._run)

    def drop(self) -> None:
        """The job waiting, if any, forgotten."""
        with self._lock:
            self._next = None

    def shutdown(self, wait: bool) -> None:
        self._pool.shutdown(wait=wait, cancel_futures=True)

    def _run(self) -> None:
        """In the worker: the newest job handled until there is none left."""
        while True:
            with self._lock:
                job, self._next = self._next, None
                if job is None:
                    self._working = False
                    return
            self._handle(job)
