// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include <QString>

// QLockFile takes a lock file over only when it names a process of this computer that has ended. A lock file it cannot
// read (empty after a power cut, garbled, a folder, or written on another computer and restored or synced here) it
// would call stale only by age, and never with the stale time of 0 that a lock held for a whole run needs: every
// later start would then give up. Such a file is abandoned when no process holds the kernel lock (flock) that
// QLockFile keeps on its file for as long as it is locked; that is the test Qt itself makes before removing the
// file of a holder that has died.
namespace AbandonedLock {

// Whether `path` is there, is not a lock QLockFile can judge itself (readable, of this computer), and no process holds
// it.
bool isAbandoned(const QString &path);

// Moves an abandoned lock out of the way so that QLockFile::tryLock() can take the path: a file is removed, anything
// else (a folder) is renamed aside with the time, so nothing in it is lost. True when it was moved.
bool clear(const QString &path);

} // namespace AbandonedLock
