#!/usr/bin/env bash
# Generates the home page hero media: an abstract, seamlessly looping background
# video (soft teal/blue light drifting over a dark "glossy paint" field, with
# diagonal light streaks like water sheeting off a bonnet) plus a poster still.
#
# No real footage is used: every frame is computed from a closed-form expression
# (ffmpeg's geq filter) that is periodic in the frame number, so frame N+192
# equals frame N and the clip loops without a seam. There is no randomness at
# all, and muxers run in bit-exact mode, so re-running the script reproduces the
# same files (given the same ffmpeg/encoder versions and thread count).
#
# Outputs (relative to the repo root):
#   public/media/hero.webm         VP9, 1280x720, 24 fps, 8 s, no audio
#   public/media/hero.mp4          H.264 High, yuv420p, +faststart, no audio
#   public/media/hero-poster.avif  first frame, AV1 still (ffmpeg libaom-av1 +
#                                  avif muxer; falls back to avifenc from the
#                                  Debian package libavif-bin if ffmpeg can't)
#   public/media/hero-poster.webp  first frame, libwebp
#
# Requires ffmpeg from Debian's packages (built with libvpx, libx264, libwebp,
# libaom). Usage:  bash scripts/tools/make-hero-media.sh
set -euo pipefail

if ! command -v ffmpeg >/dev/null 2>&1; then
  echo "ffmpeg not found: install it with 'sudo apt-get update && sudo apt-get install -y ffmpeg' and re-run." >&2
  exit 1
fi

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
OUT="$ROOT/public/media"
mkdir -p "$OUT"

ENCODERS="$(ffmpeg -hide_banner -encoders 2>/dev/null)"
has_encoder() { grep -Eq "^ [A-Z.]{6} $1 " <<<"$ENCODERS"; }
for enc in libvpx-vp9 libx264 libwebp; do
  if ! has_encoder "$enc"; then
    echo "This ffmpeg lacks the $enc encoder; use Debian's ffmpeg ('sudo apt-get install -y ffmpeg')." >&2
    exit 1
  fi
done

WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

# ---------------------------------------------------------------------------
# Look parameters
# ---------------------------------------------------------------------------
FPS=24
NF=192            # frames per loop (8 s at 24 fps); every motion term has period NF
W=1280 H=720      # output size
RW=320 RH=180     # render size: the field is very soft, so render small, upscale, blur
THREADS=2         # fixed thread count keeps the encoders' output stable

# Shared terms, stored in geq's per-pixel variables:
#  0,1  u,v   normalised coordinates (0..1)
#  2    p     loop phase 2*pi*N/NF
#  3    teal glow, upper right, drifting on a small circle
#  4    deep-blue glow, centre, drifting on a small circle
#  5    small bright cyan highlight (the "sheen"), top right
#  6    diagonal light streaks: two families travelling in opposite directions,
#       each advancing exactly one period per loop, with a gentle wobble
#  7    light mask: ~1 in the upper right, falling to 0.06 in the lower left, so
#       the lower-left/centre (where the white heading sits) stays dark
S="st(0,X/W);st(1,Y/H);st(2,2*PI*N/$NF);"
S+="st(3,exp(-(pow((ld(0)-0.74-0.07*cos(ld(2)))*1.78,2)+pow(ld(1)-0.28-0.08*sin(ld(2)),2))/0.06));"
S+="st(4,exp(-(pow((ld(0)-0.42-0.10*sin(ld(2)+1.3))*1.78,2)+pow(ld(1)-0.62-0.06*cos(ld(2)+1.3),2))/0.09));"
S+="st(5,exp(-(pow((ld(0)-0.88-0.05*cos(2*ld(2)+0.5))*1.78,2)+pow(ld(1)-0.18-0.05*sin(ld(2)+0.5),2))/0.015));"
S+="st(8,ld(0)+0.55*ld(1)+0.025*sin(6*ld(1)+ld(2)));"
S+="st(9,ld(0)+0.8*ld(1)+0.02*cos(5*ld(0)-ld(2)));"
S+="st(6,pow(0.5+0.5*cos(2*PI*(1.6*ld(8)-N/$NF)),16)+0.45*pow(0.5+0.5*cos(2*PI*(3*ld(9)+N/$NF)),40));"
S+="st(7,clip(0.12+1.15*(0.9*ld(0)+0.6*(1-ld(1))-0.5),0.06,1));"
# channel BASE TEAL BLUE SHEEN STREAK  -> 16-bit value
channel() {
  echo "${S}65535*clip($1+ld(7)*($2*ld(3)+$4*ld(5)+$5*ld(6))+(0.35+0.65*ld(7))*$3*ld(4),0,1)"
}
R_EXPR="$(channel 0.020 0.04 0.03 0.27 0.19)"
G_EXPR="$(channel 0.045 0.36 0.10 0.51 0.28)"
B_EXPR="$(channel 0.075 0.44 0.30 0.57 0.33)"

# Upscale + blur to full size, then convert to BT.709 limited-range 4:2:0.
FINISH="scale=${W}:${H}:flags=bicubic,gblur=sigma=6,scale=out_color_matrix=bt709:out_range=tv,format=yuv420p"
TAGS=(-color_primaries bt709 -color_trc bt709 -colorspace bt709 -color_range tv)
EXACT=(-map_metadata -1 -fflags +bitexact -flags:v +bitexact)

echo "Rendering ${NF} frames at ${RW}x${RH} (takes a minute or two)..."
ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "color=c=black:s=${RW}x${RH}:r=${FPS},format=gbrp16le,geq=r='${R_EXPR}':g='${G_EXPR}':b='${B_EXPR}'" \
  -frames:v "$NF" -c:v ffv1 "$WORK/master.mkv"

echo "Encoding hero.webm (VP9, 2-pass)..."
VP9=(-c:v libvpx-vp9 -crf 24 -b:v 0 -deadline good -cpu-used 1 -row-mt 1 -threads "$THREADS"
     -g "$NF" -auto-alt-ref 1 -lag-in-frames 25)
ffmpeg -hide_banner -loglevel error -y -i "$WORK/master.mkv" -vf "$FINISH" "${TAGS[@]}" -an \
  "${VP9[@]}" -pass 1 -passlogfile "$WORK/vp9" -f null /dev/null
ffmpeg -hide_banner -loglevel error -y -i "$WORK/master.mkv" -vf "$FINISH" "${TAGS[@]}" -an \
  "${VP9[@]}" -pass 2 -passlogfile "$WORK/vp9" "${EXACT[@]}" "$OUT/hero.webm"

echo "Encoding hero.mp4 (H.264)..."
ffmpeg -hide_banner -loglevel error -y -i "$WORK/master.mkv" -vf "$FINISH" "${TAGS[@]}" -an \
  -c:v libx264 -preset slow -crf 23 -profile:v high -level:v 4.0 -pix_fmt yuv420p \
  -threads "$THREADS" -g "$NF" -movflags +faststart "${EXACT[@]}" "$OUT/hero.mp4"

echo "Writing poster stills from frame 0..."
ffmpeg -hide_banner -loglevel error -y -i "$WORK/master.mkv" -frames:v 1 \
  -vf "scale=${W}:${H}:flags=bicubic,gblur=sigma=6,format=rgb24" "$WORK/poster.png"

ffmpeg -hide_banner -loglevel error -y -i "$WORK/poster.png" -frames:v 1 \
  -c:v libwebp -quality 82 -compression_level 6 -preset photo "${EXACT[@]}" "$OUT/hero-poster.webp"

MUXERS="$(ffmpeg -hide_banner -muxers 2>/dev/null)"
if has_encoder libaom-av1 && grep -Eq '^ +E +avif ' <<<"$MUXERS"; then
  # ffmpeg >= 5.1: libaom-av1 in still-picture mode + the avif muxer.
  # Tagged like avifenc's defaults for an sRGB PNG (primaries 1, transfer 13 =
  # sRGB, matrix 6 = BT.601, full range): full range keeps more code values in
  # the dark gradients than limited-range BT.709 does.
  echo "Encoding hero-poster.avif with ffmpeg (libaom-av1, avif muxer)..."
  ffmpeg -hide_banner -loglevel error -y -i "$WORK/poster.png" -frames:v 1 \
    -vf "scale=out_color_matrix=bt601:out_range=pc,format=yuv420p" \
    -color_primaries bt709 -color_trc iec61966-2-1 -colorspace smpte170m -color_range pc \
    -c:v libaom-av1 -still-picture 1 -crf 18 -cpu-used 4 -threads "$THREADS" \
    "${EXACT[@]}" -f avif "$OUT/hero-poster.avif"
elif command -v avifenc >/dev/null 2>&1; then
  # Fallback for an ffmpeg without AVIF output: avifenc from Debian's libavif-bin.
  echo "This ffmpeg can't write AVIF; encoding hero-poster.avif with avifenc (libavif-bin)..."
  avifenc --speed 4 --min 20 --max 32 --yuv 420 --jobs "$THREADS" "$WORK/poster.png" "$OUT/hero-poster.avif" >/dev/null
else
  echo "No AVIF encoder: this ffmpeg lacks libaom-av1/avif muxer; install 'sudo apt-get install -y libavif-bin' for avifenc." >&2
  exit 1
fi

ls -l "$OUT"/hero.webm "$OUT"/hero.mp4 "$OUT"/hero-poster.avif "$OUT"/hero-poster.webp
