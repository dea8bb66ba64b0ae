import multiprocessing
import sys

from preferans_desk.cli import main

if __name__ == "__main__":
    multiprocessing.freeze_support()  # a frozen app's spawned workers (library/parallel_read.py) start here
    sys.exit(main())
