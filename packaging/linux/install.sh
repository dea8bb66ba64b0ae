#!/bin/sh
# Put Preferans Desk in the desktop menu and make .pulka files open in it.
#
#   packaging/linux/install.sh [--prefix DIR] [--exec COMMAND]
#
# DIR defaults to ~/.local (the current user; use /usr/local as root for everybody). COMMAND is what the menu
# entry runs: by default the `preferans-desk` found on the PATH (pip install), or the bundle's own program when
# this script sits in a PyInstaller bundle (dist/preferans-desk/linux/install.sh). `--uninstall` removes it all.
set -eu
APP_ID=io.github.preferansdesk.PreferansDesk
HERE=$(cd "$(dirname "$0")" && pwd)
PREFIX="$HOME/.local"
EXEC=""
UNINSTALL=0
while [ $# -gt 0 ]; do
  case "$1" in
    --prefix) PREFIX=$2; shift 2 ;;
    --exec) EXEC=$2; shift 2 ;;
    --uninstall) UNINSTALL=1; shift ;;
    *) echo "usage: $0 [--prefix DIR] [--exec COMMAND] [--uninstall]" >&2; exit 2 ;;
  esac
done
SHARE="$PREFIX/share"
SIZES="16 24 32 48 64 128 256 512"

if [ "$UNINSTALL" = 1 ]; then
  rm -f "$SHARE/applications/$APP_ID.desktop" "$SHARE/metainfo/$APP_ID.metainfo.xml" \
        "$SHARE/mime/packages/$APP_ID.xml" "$SHARE/icons/hicolor/scalable/apps/$APP_ID.svg"
  for s in $SIZES; do rm -f "$SHARE/icons/hicolor/${s}x${s}/apps/$APP_ID.png"; done
else
  # The icons: next to this script in a bundle (icons/), else in the source tree's resources/.
  if [ -d "$HERE/icons" ]; then ICONS="$HERE/icons"; else ICONS="$HERE/../../resources/icons"; fi
  if [ -z "$EXEC" ]; then
    if [ -x "$HERE/../preferans-desk" ]; then EXEC="$(cd "$HERE/.." && pwd)/preferans-desk"
    elif command -v preferans-desk >/dev/null 2>&1; then EXEC=$(command -v preferans-desk)
    else echo "preferans-desk is not installed: install it first (pip install .) or pass --exec" >&2; exit 1
    fi
  fi
  mkdir -p "$SHARE/applications" "$SHARE/metainfo" "$SHARE/mime/packages" "$SHARE/icons/hicolor/scalable/apps"
  sed -e "s|^Exec=.*|Exec=\"$EXEC\" %f|" -e "s|^TryExec=.*|TryExec=$EXEC|" \
    "$HERE/$APP_ID.desktop" > "$SHARE/applications/$APP_ID.desktop"
  cp "$HERE/$APP_ID.metainfo.xml" "$SHARE/metainfo/"
  cp "$HERE/$APP_ID.mime.xml" "$SHARE/mime/packages/$APP_ID.xml"
  cp "$ICONS/preferans-desk.svg" "$SHARE/icons/hicolor/scalable/apps/$APP_ID.svg"
  for s in $SIZES; do
    mkdir -p "$SHARE/icons/hicolor/${s}x${s}/apps"
    cp "$ICONS/png/preferans-desk-$s.png" "$SHARE/icons/hicolor/${s}x${s}/apps/$APP_ID.png"
  done
fi
# Refresh the desktop's caches where the tools exist (they are optional).
if command -v update-mime-database >/dev/null 2>&1; then update-mime-database "$SHARE/mime" || true; fi
if command -v update-desktop-database >/dev/null 2>&1; then update-desktop-database "$SHARE/applications" || true; fi
if command -v gtk-update-icon-cache >/dev/null 2>&1; then gtk-update-icon-cache -q -t "$SHARE/icons/hicolor" || true; fi
if [ "$UNINSTALL" = 1 ]; then echo "Removed Preferans Desk from $SHARE"; else echo "Installed Preferans Desk in $SHARE"; fi
