// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

// Who the app is to the desktop and to QSettings/QStandardPaths: one reverse-DNS application id used by the desktop
// entry, the AppStream metainfo, the icon and the settings organisation, so everything the app keeps lives in folders
// named after it (~/.config/<id>/, ~/.local/share/<id>/). Version 0.1.0 kept its settings and attempts under the
// organisation "CheckpointQuiz"; moveLegacyData() carries them over once, without deleting or overwriting anything.
class AppIdentity final
{
    Q_DECLARE_TR_FUNCTIONS(AppIdentity)
public:
    static QString id();
    static QString programName(); // the command's name, also QCoreApplication::applicationName()

    // Sets the organisation, application name and version on QCoreApplication.
    static void apply();

    // A file or folder an earlier version kept at `from` that now belongs at `to`.
    struct Move
    {
        QString from;
        QString to;
    };
    // Where 0.1.0 kept the settings file and the data folder, and where they belong now. Call after apply().
    static QList<Move> legacyMoves();
    // Renames each `from` that exists to its `to` when nothing is at `to` yet, creating `to`'s parent folders, and
    // removes the old parent folders that become empty. Returns one message per move that failed (the old file or
    // folder then stays where it is, untouched).
    static QStringList moveLegacyData(const QList<Move> &moves);
};
