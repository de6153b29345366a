#!/usr/bin/env bash
# Makes public/media/share.jpg (1200×630), the picture link previews show, from the hero poster and
# the business name, hero heading and tagline in the content. Needs ffmpeg and the DejaVu fonts
# from Debian: apt-get install -y ffmpeg fonts-dejavu-core
set -euo pipefail
cd "$(dirname "$0")/../.."
command -v ffmpeg >/dev/null || { echo "ffmpeg is missing: apt-get install -y ffmpeg" >&2; exit 1; }
font=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
[ -f "$font" ] || { echo "DejaVu fonts are missing: apt-get install -y fonts-dejavu-core" >&2; exit 1; }
# The words come from the content (business name, hero heading and tagline), read from files so
# that no quote mark or colon in them can break the filter.
words=$(mktemp -d)
trap 'rm -rf "$words"' EXIT
npx tsx scripts/tools/share-image-text.ts "$words"
ffmpeg -hide_banner -loglevel error -y -i public/media/hero-poster.webp \
  -vf "scale=1200:675,crop=1200:630,drawbox=x=0:y=0:w=iw:h=ih:color=0x060e1a@0.55:t=fill,\
drawtext=fontfile=${font}:textfile=${words}/name.txt:expansion=none:fontcolor=white:fontsize=64:x=80:y=220,\
drawtext=fontfile=${font}:textfile=${words}/heading.txt:expansion=none:fontcolor=0xffd23f:fontsize=44:x=80:y=320,\
drawtext=fontfile=${font}:textfile=${words}/tagline.txt:expansion=none:fontcolor=white:fontsize=32:x=80:y=400" \
  -frames:v 1 -q:v 4 public/media/share.jpg
ls -l public/media/share.jpg
