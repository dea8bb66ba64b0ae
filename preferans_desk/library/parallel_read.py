"""Reading many game files at once: a club's first index of thousands of games is read by a pool of processes,
one a core (each file is parsed, scored and settled in Python, so threads would wait on one another).

A few files are read here, in this process; a pool that cannot be started or breaks (a sandbox, a frozen app
without its support) leaves the files to be read here too. Workers are spawned, never forked: the window's
process has threads (the share server, timers) that a fork would copy half-way.
"""

from __future__ import annotations

import multiprocessing
import os
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool

from .index_file import Row
from .rows import row_of
from .scan import Found

PARALLEL_FROM = 300  # fewer files are read here: starting the workers costs about as much as 300 files
MOST_WORKERS = 8


def read_rows(stale: list[tuple[str, Found]]) -> Iterator[Row]:
    """The index row of each file, in order."""
    workers = min(os.cpu_count() or 1, MOST_WORKERS)
    if len(stale) >= PARALLEL_FROM and workers > 1:
        try:
            with ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("spawn")) as pool:
                rows = list(pool.map(_row, stale, chunksize=32))
        except (OSError, BrokenProcessPool, RuntimeError):
            rows = None
        if rows is not None:
            yield from rows
            return
    yield from (row_of(path, item) for path, item in stale)


def _row(job: tuple[str, Found]) -> Row:
    return row_of(*job)
