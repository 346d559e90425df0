#!/bin/sh
# Regenerates the demo newsroom's committed media (a short HLS stream and a short audio clip).
# Segments are .m2ts, not .ts: TypeScript tooling would otherwise read them as source files.
# Needs ffmpeg; the outputs are committed so machines without ffmpeg never run this.
set -eu
here=$(cd "$(dirname "$0")/../.." && pwd)
out="$here/src/platform/media"
mkdir -p "$out/video" "$out/audio"
rm -f "$out/video/"*.m2ts "$out/video/"*.m3u8
ffmpeg -hide_banner -loglevel error -f lavfi -i "testsrc2=size=320x180:rate=15:duration=4" \
  -f lavfi -i "sine=frequency=523:sample_rate=22050:duration=4" \
  -c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p -preset veryslow -crf 34 -g 30 -keyint_min 30 -sc_threshold 0 \
  -c:a aac -b:a 32k -ac 1 -shortest \
  -f hls -hls_time 2 -hls_list_size 0 -hls_playlist_type vod -hls_segment_filename "$out/video/demo-%d.m2ts" "$out/video/demo.m3u8"
ffmpeg -hide_banner -loglevel error -y -f lavfi -i "sine=frequency=440:sample_rate=22050:duration=6" \
  -af "volume=0.4,afade=t=in:d=0.5,afade=t=out:st=5.3:d=0.7" -c:a libmp3lame -b:a 32k -ac 1 "$out/audio/demo.mp3"
du -ab "$out/video" "$out/audio"
