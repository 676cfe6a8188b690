#!/bin/sh
# Daily backup with retention: writes BACKUP_DIR/observatorio-<UTC date and time>.obsbak,
# then keeps the newest KEEP archives (14 by default) and deletes older ones.
# Run from the site's folder with the site's environment (DATA_DIR or DATABASE_URL).
set -eu
dir="${BACKUP_DIR:?set BACKUP_DIR}"
keep="${KEEP:-14}"
mkdir -p "$dir"
node server/cli/backup.ts --out "$dir/observatorio-$(date -u +%Y-%m-%dT%H%M%SZ).obsbak"
# Names sort by date, so everything before the newest $keep goes.
ls -1 "$dir" | grep -E '^observatorio-.*\.obsbak$' | sort -r | tail -n +"$((keep + 1))" |
  while read -r old; do rm -f -- "$dir/$old"; done
