// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/io/expected.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QStringList>

// The one way the app puts bytes in a file (reports now; saved state and exported banks later). A save either
// replaces the file completely or leaves the old one byte for byte as it was, and it says "saved" only when the
// bytes are on the disk: QSaveFile alone does neither when a short file hits a full disk or a file size limit,
// because Qt 6.4's commit() ignores the failed flush of its 16 KiB buffer and renames the cut-off file into place
// (Qt 6.8's fails instead).
// Special files are never replaced: a link to /dev/null or a named pipe stays what it is. Errors come back as an
// Expected<void> whose error() is a translated clause ("the disk is full …") meant to follow a sentence that names the
// file.
class SafeFileWriter final
{
    Q_DECLARE_TR_FUNCTIONS(SafeFileWriter)
public:
    struct Options
    {
        // Files this save must never replace, such as the question bank the report was made from. A target that is
        // the same file (the same path, a symbolic link to it or a hard link: same device and inode) is refused.
        QStringList protectedPaths;
        // Folders no save may write into, at any depth, such as the learner's data folder: a target whose folder,
        // or any folder above it, is one of these (same device and inode, links resolved) is refused.
        QStringList protectedFolders;
    };

    // True when both paths name one existing file: the same path, a symbolic link to it or a hard link (same device
    // and inode). A file that does not exist is the same as nothing.
    static bool isSameFile(const QString &a, const QString &b);
    // True when path (existing or not) lies inside folder, at any depth, by identity rather than by spelling.
    static bool isInside(const QString &path, const QString &folder);

    // What write() would refuse before writing anything: a missing folder, a folder or special file in the way
    // (symbolic links followed), a read-only or unwritable target, a protected file. Lets a caller skip expensive
    // rendering; write() repeats these checks itself.
    static Expected<void> check(const QString &path, const Options &options = {});

    // Writes bytes to path atomically (through a temporary file in the same folder, renamed over the target only
    // after every write and an fdatasync succeeded). A symbolic link is written through: its final target is
    // replaced and the link is kept. An existing target keeps its permission bits (rwx for owner, group, others;
    // set-id bits are dropped, as any write by a non-root user drops them) and, where the system allows it (as
    // root, or a group of the writer), its owner and group. A target with no write permission bit at all is
    // refused as read-only even for root, who could otherwise replace it. A hard-linked target is replaced under
    // this name only; its other names keep the old contents.
    static Expected<void> write(const QString &path, const QByteArray &bytes, const Options &options = {});
};
