#!/usr/bin/env bash
# Runs a command inside a fresh network namespace whose only interface is loopback, so end-to-end
# tests (page server, Chromium, later PeerJS signalling and WebRTC) can never reach the internet.
# As root `unshare -n` is enough; otherwise an unprivileged user namespace (`unshare -rn`) is tried.
# Where neither is allowed the command runs on the host network, with a warning.
# GANG_TABLE_NO_NETNS=1 skips the namespace on purpose.
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: $0 command [args...]" >&2
  exit 2
fi

if [ "${GANG_TABLE_NO_NETNS:-}" != 1 ] && command -v unshare >/dev/null && command -v ip >/dev/null; then
  inner='ip link set lo up && exec "$@"'
  if unshare -n true 2>/dev/null; then
    exec unshare -n bash -c "$inner" loopback-netns "$@"
  elif unshare -rn true 2>/dev/null; then
    exec unshare -rn bash -c "$inner" loopback-netns "$@"
  fi
fi

echo "loopback-netns: no network namespace available here; running on the host network" >&2
exec "$@"
