# SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
# SPDX-License-Identifier: MIT
# Shared by scripts/run and scripts/test: install what is missing, then configure and build.
# Every message goes to stderr so that stdout carries only what the program prints.

CQ_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

# The Debian release picks the names that moved: Debian 13 (trixie) folded Qt's OpenGL headers into qt6-base-dev, so
# libqt6opengl6-dev there is only a name qt6-base-dev provides, which dpkg never lists as installed (every run would
# call apt-get). Debian 12 (bookworm) and anything unnamed keep the list as it was.
CQ_CODENAME=$(. /etc/os-release 2>/dev/null && echo "${VERSION_CODENAME:-}")
cq_qt_opengl_dev=libqt6opengl6-dev
[ "$CQ_CODENAME" = trixie ] && cq_qt_opengl_dev=

CQ_PACKAGES=(
    cmake ninja-build g++ pkg-config
    qt6-base-dev $cq_qt_opengl_dev qt6-charts-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
    qt6-translations-l10n
    libpango1.0-dev libcairo2-dev
    xvfb xauth poppler-utils help2man
    fonts-noto-core fonts-noto-cjk
    ccache lld
    libqt6sql6-sqlite
)

cq_log() { printf '[checkpoint-quiz] %s\n' "$*" >&2; }

cq_install_missing() {
    local missing=() pkg
    for pkg in "${CQ_PACKAGES[@]}"; do
        dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'install ok installed' || missing+=("$pkg")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    cq_log "installing missing packages: ${missing[*]}"
    local apt=(env DEBIAN_FRONTEND=noninteractive apt-get)
    if [ "$(id -u)" -eq 0 ]; then
        "${apt[@]}" update >&2 && "${apt[@]}" install -y --no-install-recommends "${missing[@]}" >&2
    elif command -v sudo >/dev/null 2>&1; then
        sudo "${apt[@]}" update >&2 && sudo "${apt[@]}" install -y --no-install-recommends "${missing[@]}" >&2
    else
        cq_log "cannot install packages without root or sudo; run as root:"
        cq_log "  apt-get update && apt-get install -y ${missing[*]}"
        exit 1
    fi
}

# ccache speeds up rebuilds in several checkouts when it is installed; the build does not need it. Paths under the
# checkout are hashed relative to it, so clones at other paths (CI's fresh clone) share the cache.
cq_launcher() { command -v ccache >/dev/null 2>&1 && echo -DCMAKE_CXX_COMPILER_LAUNCHER=ccache; true; }
export CCACHE_BASEDIR="$CQ_ROOT"

# With CQ_UNITY=1 (CI), the trees that are built only to run tests (sanitizers, fuzzing) compile their libraries in
# batches of 16 files: 60% less CPU on a cold build. build/ never does: clang-tidy reads its per-file commands, and a
# developer's edit there recompiles one file, not a batch.
cq_unity_args() { [ "${CQ_UNITY:-0}" = 1 ] && echo -DCMAKE_UNITY_BUILD=ON -DCMAKE_UNITY_BUILD_BATCH_SIZE=16; true; }

# cq_build BUILD_DIR [extra cmake args...]: configures BUILD_DIR (the extra args again on a configured one, so that a
# folder made by another script gets them too), then builds everything in it. With CQ_TARGETS set
# ("checkpoint-quiz checkpoint-quiz-pages"), only those targets and what they need.
cq_build() {
    local dir=$1
    shift
    if [ ! -f "$dir/build.ninja" ]; then
        cmake -S "$CQ_ROOT" -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo $(cq_launcher) "$@" >&2 || exit 1
    elif [ $# -gt 0 ]; then
        cmake -S "$CQ_ROOT" -B "$dir" "$@" >/dev/null || exit 1
    fi
    local targets=()
    [ -n "${CQ_TARGETS:-}" ] && read -r -a targets <<<"$CQ_TARGETS" && targets=(--target "${targets[@]}")
    cmake --build "$dir" -j"$(nproc)" "${targets[@]}" >&2 || exit 1
}
