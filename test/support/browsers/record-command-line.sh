#!/bin/sh
# A stand-in for Chromium that starts no browser: it writes the switches it is launched with, one
# per line, to the file $RECORDED_COMMAND_LINE names (support/browsers/playwright-switches.ts).
printf '%s\n' "$@" > "$RECORDED_COMMAND_LINE"
