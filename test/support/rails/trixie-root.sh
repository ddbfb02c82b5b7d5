#!/usr/bin/env bash
# Debian trixie's Rails 7.2 (Ruby 3.3, Rack 3, Propshaft, Puma) in a root of its own beside this
# machine's bookworm, where the Rails 7.2 shop and the gem's tests on 7.2 run (test/support/rails/).
#   trixie-root.sh make      makes it once as root (debootstrap, then Debian's packages); skipped when there
#   trixie-root.sh path      prints where it is
#   trixie-root.sh run CMD…  runs CMD inside it, as root, with /proc and this repository (at its own
#                            path) mounted for that run only: a mount namespace of its own, so nothing
#                            stays mounted after, however the command ends
set -euo pipefail

ROOT="${TRIXIE_ROOT:-/var/lib/reviews-widget/trixie}"
# Trixie packages no sprockets-rails, turbo-rails or importmap-rails: the shop's assets go by Propshaft.
PACKAGES="ruby-rails puma ruby-rails-propshaft ruby-sqlite3 ruby-connection-pool ruby-net-http-persistent ruby-minitest"
REPO="$(cd "$(dirname "$0")/../../.." && pwd)"

make_root() {
  if [ -x "$ROOT/usr/bin/rails" ]; then return; fi
  export DEBIAN_FRONTEND=noninteractive
  command -v debootstrap >/dev/null || { apt-get update -qq && apt-get install -y -qq debootstrap >/dev/null; }
  # What a making that was stopped left: its mounts first, so nothing outside the root is removed.
  { grep -o " $ROOT.partial/[^ ]*" /proc/mounts || true; } | sort -r | xargs -r -n1 umount -l
  rm -rf --one-file-system "$ROOT.partial"
  mkdir -p "$(dirname "$ROOT")"
  debootstrap --variant=minbase trixie "$ROOT.partial" >/dev/null
  # shellcheck disable=SC2086
  chroot "$ROOT.partial" apt-get install -y -qq --no-install-recommends $PACKAGES >/dev/null
  chroot "$ROOT.partial" apt-get clean
  # Only a whole root is ever found at $ROOT.
  mv "$ROOT.partial" "$ROOT"
}

run_inside() {
  # This repository's node_modules, when a link to a folder outside it, at its own path too.
  local modules
  modules="$(readlink -f "$REPO/node_modules" || true)"
  case "$modules" in "$REPO"/*) modules="" ;; esac
  mkdir -p "$ROOT$REPO" ${modules:+"$ROOT$modules"}
  # The command's own working directory is kept when it is under the root, or under this
  # repository (mounted at its own path).
  local cwd="/"
  case "$PWD/" in "$ROOT"/*) cwd="${PWD#"$ROOT"}" ;; "$REPO"/*) cwd="$PWD" ;; esac
  exec unshare --mount --propagation private -- sh -c '
    mount -t proc proc "$1/proc" && mount --bind -o ro "$2" "$1$2" || exit 1
    [ -z "$3" ] || mount --bind -o ro "$3" "$1$3" || exit 1
    root="$1" cwd="$4"; shift 4
    exec chroot "$root" /usr/bin/env -C "$cwd" PWD="$cwd" "$@"' sh "$ROOT" "$REPO" "$modules" "$cwd" "$@"
}

case "${1:-}" in
  make) make_root ;;
  path) echo "$ROOT" ;;
  run) shift; run_inside "$@" ;;
  *) echo "usage: $0 make | path | run COMMAND…" >&2; exit 2 ;;
esac
