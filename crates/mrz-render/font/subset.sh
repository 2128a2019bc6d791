#!/usr/bin/env bash
# Regenerates OCRB-mrz.otf: OCRB.otf cut down to the 37 characters an MRZ can hold, with no
# layout tables (the name table stays: browsers refuse a web font without one). The renderer draws nothing else, and the full face would be most of the
# WebAssembly's size. Needs fontTools: pip install fonttools.
set -euo pipefail
cd "$(dirname "$0")"
pyftsubset OCRB.otf \
  --text='<0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ' \
  --layout-features='' --no-hinting --desubroutinize \
  --drop-tables+=GDEF,GPOS,GSUB,FFTM \
  --output-file=OCRB-mrz.otf
