import sys

from preferans_desk.cli import main

sys.exit(main())
