// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/io/expected.h"

#include <QByteArray>
#include <QString>

#include <chrono>

// Reads a whole file the app was handed (a quiz, a report, an attempt record) once, into memory, with a cap on its
// size and on how long it may take: every reader then detects its format from, and parses, these very bytes, so a
// pipe, /dev/stdin or a process substitution reads like a file. Opening never blocks (a named pipe with no writer
// would wait for ever in open()); a device is refused; a Qt resource (":/…") is read as such; a pipe or socket that has
// not finished within `streamWait` is refused, so nothing can hold a caller (least of all the GUI thread) for longer
// than that. A streamWait of zero refuses pipes and sockets outright, which is what the window does.
class FileBytes final
{
public:
    struct Limits
    {
        qint64 maxBytes = 0;
        std::chrono::milliseconds streamWait{5000};
    };

    // The file's bytes, or why not as a clause that follows the file name ("cannot open: …", "file is N bytes; the
    // limit is M bytes", "is a named pipe, not a file").
    static Expected<QByteArray> read(const QString &path, const Limits &limits);
};
