#!/usr/bin/env bash
# Live-kernel integration test (make test-live): boots a stock Debian kernel under qemu with
# software emulation (TCG, no KVM, no /dev/input needed on the host), loads evdev and uinput,
# and runs pressboard-live-probe — the real TouchInput live-device code — against real evdev
# nodes of virtual devices it creates. Recipe: shared/reference/evdev-and-traces.md §4.
#
# Downloads one pinned kernel package with apt-get (cached under .build-live/cache), builds
# everything else each run. Exit 0 and "SKIPPED: reason" only when qemu cannot be installed.
set -euo pipefail
cd "$(dirname "$0")/.."

KERNEL_PACKAGE=${KERNEL_PACKAGE:-linux-image-6.1.0-56-amd64}   # pinned: one version, never a wildcard
SWIFT=${SWIFT:-swift}
WORK=.build-live
CACHE=$WORK/cache
ROOT=$WORK/initramfs
LOG=$WORK/guest.log
started=$(date +%s)

SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO=sudo
need=()
command -v qemu-system-x86_64 >/dev/null || need+=(qemu-system-x86)
# busybox-static: the guest's userland and the cpio that packs the initramfs.
case "$( { [ -x /bin/busybox ] && ldd /bin/busybox; } 2>&1 || true)" in
  *"not a dynamic"*|*"statically linked"*) ;;
  *) need+=(busybox-static) ;;
esac
if [ ${#need[@]} -gt 0 ]; then
  echo "live-kernel: installing ${need[*]}"
  if ! { $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}"; } >"$WORK.apt.log" 2>&1; then
    echo "SKIPPED: qemu-system-x86/busybox-static could not be installed (see $WORK.apt.log)"
    exit 0
  fi
fi

mkdir -p "$CACHE"
deb=$(ls "$CACHE"/"$KERNEL_PACKAGE"_*.deb 2>/dev/null | head -1 || true)
if [ -z "$deb" ]; then
  echo "live-kernel: downloading $KERNEL_PACKAGE (~70 MB, once)"
  if ! (cd "$CACHE" && apt-get download "$KERNEL_PACKAGE" >/dev/null 2>&1); then
    $SUDO apt-get update -qq >/dev/null 2>&1 || true
    if ! (cd "$CACHE" && apt-get download "$KERNEL_PACKAGE" >/dev/null 2>&1); then
      # The archive dropped the pinned version: take the one kernel the metapackage names now.
      current=$(apt-cache depends linux-image-amd64 2>/dev/null | sed -n 's/.*Depends: \(linux-image-[0-9].*-amd64\)$/\1/p' | head -1)
      [ -n "$current" ] || { echo "live-kernel: cannot find a kernel package to download" >&2; exit 1; }
      echo "live-kernel: $KERNEL_PACKAGE is no longer in the archive; using $current"
      KERNEL_PACKAGE=$current
      (cd "$CACHE" && apt-get download "$KERNEL_PACKAGE" >/dev/null 2>&1)
    fi
  fi
  deb=$(ls "$CACHE"/"$KERNEL_PACKAGE"_*.deb | head -1)
fi
kdir=$CACHE/$(basename "$deb" .deb)
if [ ! -e "$kdir/.unpacked" ]; then
  rm -rf "$kdir" && mkdir -p "$kdir"
  dpkg-deb -x "$deb" "$kdir"
  touch "$kdir/.unpacked"
fi
vmlinuz=$(ls "$kdir"/boot/vmlinuz-* | head -1)
evdev_ko=$(find "$kdir/lib/modules" -path '*drivers/input/evdev.ko*' | head -1)
uinput_ko=$(find "$kdir/lib/modules" -path '*drivers/input/misc/uinput.ko*' | head -1)
[ -n "$evdev_ko" ] && [ -n "$uinput_ko" ] || { echo "live-kernel: evdev.ko/uinput.ko not in $deb" >&2; exit 1; }

echo "live-kernel: building pressboard-live-probe"
$SWIFT build --product pressboard-live-probe 2>&1 | grep -E "error|warning: unre|Compiling|Build" | tail -3
probe=$($SWIFT build --show-bin-path)/pressboard-live-probe

rm -rf "$ROOT" && mkdir -p "$ROOT"/{bin,proc,sys,dev,etc,tmp}
cp /bin/busybox "$ROOT/bin/busybox"
ln -s busybox "$ROOT/bin/sh"
for m in "$evdev_ko" "$uinput_ko"; do
  case "$m" in
    *.xz) xz -dc "$m" > "$ROOT/$(basename "$m" .xz)" ;;
    *.zst) zstd -qdc "$m" > "$ROOT/$(basename "$m" .zst)" ;;
    *) cp "$m" "$ROOT/" ;;
  esac
done
cp "$probe" "$ROOT/probe"
# The probe is dynamically linked: copy every library it loads (Swift runtime, libevdev, glibc)
# to the same path inside the guest.
ldd "$probe" | awk '/=> \//{print $3} /^\t\/lib/{print $1}' | while read -r lib; do
  mkdir -p "$ROOT$(dirname "$lib")"
  cp -L "$lib" "$ROOT$lib"
done
printf 'root:x:0:0:root:/:/bin/sh\nnobody:x:65534:65534:nobody:/:/bin/sh\n' > "$ROOT/etc/passwd"
printf 'root:x:0:\ninput:x:105:\nnogroup:x:65534:\n' > "$ROOT/etc/group"
cat > "$ROOT/init" <<'INIT'
#!/bin/sh
export PATH=/bin
/bin/busybox mount -t proc proc /proc
/bin/busybox mount -t sysfs sysfs /sys
/bin/busybox mount -t devtmpfs devtmpfs /dev
/bin/busybox insmod /evdev.ko
/bin/busybox insmod /uinput.ko
echo "=== probe start ==="
/probe
echo "=== probe exit $? ==="
/bin/busybox poweroff -f
INIT
chmod +x "$ROOT/init"
(cd "$ROOT" && /bin/busybox find . | /bin/busybox cpio -o -H newc 2>/dev/null) > "$WORK/initrd.cpio"

echo "live-kernel: booting $(basename "$vmlinuz") under qemu (TCG)"
boot_start=$(date +%s)
set +e
timeout 150 qemu-system-x86_64 -accel tcg -cpu max -m 1024 -nographic -no-reboot \
  -kernel "$vmlinuz" -initrd "$WORK/initrd.cpio" -append "console=ttyS0 quiet panic=-1" </dev/null \
  | tr -d '\r' > "$LOG"
qemu_rc=${PIPESTATUS[0]}
set -e
boot_end=$(date +%s)
grep -E '^(ok|FAIL|info):' "$LOG" || true
if [ "$qemu_rc" -eq 124 ]; then echo "live-kernel: qemu timed out (log: $LOG)" >&2; exit 1; fi
summary=$(grep -E '^live-kernel: [0-9]+ passed, [0-9]+ failed' "$LOG" | tail -1 || true)
if [ -z "$summary" ]; then
  echo "live-kernel: the probe did not finish (log: $LOG)" >&2
  tail -30 "$LOG" >&2
  exit 1
fi
# The guest's recording (made by LiveRecorder + TraceFileWriter from real kernel events)
# is kept for inspection and decoded on the host by `pressboard dump` when that command exists.
sed -n '/^--- recording ---$/,/^--- end recording ---$/p' "$LOG" | sed '1d;$d' > "$WORK/recorded.evemu"
pressboard=$($SWIFT build --show-bin-path)/pressboard
if [ -x "$pressboard" ] && "$pressboard" dump --help >/dev/null 2>&1; then
  if "$pressboard" dump "$WORK/recorded.evemu" > "$WORK/recorded.dump" 2>&1; then
    echo "ok: host: pressboard dump decodes the guest's recording ($(wc -l < "$WORK/recorded.dump") lines)"
  else
    echo "FAIL: host: pressboard dump could not decode $WORK/recorded.evemu" >&2
    cat "$WORK/recorded.dump" >&2
    exit 1
  fi
fi
echo "live-kernel: guest boot+probe $((boot_end - boot_start)) s, total $(( $(date +%s) - started )) s"
echo "$summary"
echo "$summary" | grep -q ' 0 failed' && ! grep -q '^FAIL:' "$LOG"
