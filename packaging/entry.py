"""The bundle's program: the same as the `preferans-desk` command (PyInstaller starts here)."""

import sys

from preferans_desk.cli import main

if __name__ == "__main__":
    sys.exit(main())
