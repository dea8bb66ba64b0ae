import sys

from preferans_desk.cli import main

if __name__ == "__main__":
    if getattr(sys, "frozen", False):  # a frozen app's spawned workers (library/parallel_read.py) start here;
        import multiprocessing  # elsewhere freeze_support does nothing, and the module costs the window's start

        multiprocessing.freeze_support()
    sys.exit(main())
