#!/usr/bin/env bash
# Builds the held-out documents (test/eval/held-out/README.md) into the folder given, from
# Debian's packages: real course-like material that no rule of the generator was written for.
# Needs root for apt-get (python3-doc, r-doc-html, debian-handbook, libreoffice-writer-nogui).
set -euo pipefail
out="${1:?usage: build.sh <output folder>}"
mkdir -p "$out"
export DEBIAN_FRONTEND=noninteractive
apt-get install -y -q --no-install-recommends python3-doc r-doc-html debian-handbook libreoffice-writer-nogui >/dev/null
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# 1. The Python tutorial's chapter 5 as its authors wrote it (reStructuredText: a TXT upload).
cp /usr/share/doc/python3/html/_sources/tutorial/datastructures.rst.txt "$out/python-tutorial-data-structures.txt"

# 2. "An Introduction to R", chapters 3 and 4, as a PDF (the HTML manual's own pages, printed).
manual=/usr/share/doc/r-doc-html/manual/R-intro.html
from=$(grep -n '<h2 class="chapter">3 Objects' "$manual" | cut -d: -f1)
to=$(grep -n '<h2 class="chapter">5 Arrays' "$manual" | cut -d: -f1)
{ echo '<html><head><meta charset="utf-8"><title>R: objects, modes, attributes and factors</title></head><body>'
  sed -n "${from},$((to - 1))p" "$manual"
  echo '</body></html>'; } > "$work/r-intro-objects-and-factors.html"

# 3. The Debian Administrator's Handbook, appendix B.3–B.5 (the layers of a computer, the kernel,
#    the user space), as one Word document.
handbook=/usr/share/doc/debian-handbook/html/en-US
{ echo '<html><head><meta charset="utf-8"><title>Unix basics: the kernel and the user space</title></head><body>'
  for section in sect.computer-layers sect.kernel-role-and-tasks sect.user-space; do
    sed -n '/<div class="section"/,/<ul class="docnav">/p' "$handbook/$section.html" | sed '$d'
  done
  echo '</body></html>'; } > "$work/debian-handbook-kernel-and-user-space.html"

cd "$work"
soffice --headless --convert-to pdf:writer_web_pdf_Export r-intro-objects-and-factors.html >/dev/null 2>&1
soffice --headless --convert-to 'docx:MS Word 2007 XML' debian-handbook-kernel-and-user-space.html >/dev/null 2>&1
cp r-intro-objects-and-factors.pdf debian-handbook-kernel-and-user-space.docx "$out/"
ls -l "$out"
