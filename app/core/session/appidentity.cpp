// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/session/appidentity.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

using namespace Qt::StringLiterals;

QString AppIdentity::id()
{
    return QStringLiteral(CQ_APP_ID); // the top CMakeLists.txt's, like the desktop entry's and the icons' names
}

QString AppIdentity::programName()
{
    return u"checkpoint-quiz"_s;
}

void AppIdentity::apply()
{
    QCoreApplication::setOrganizationName(id());
    QCoreApplication::setOrganizationDomain(u"checkpointquiz.github.io"_s);
    QCoreApplication::setApplicationName(programName());
    QCoreApplication::setApplicationVersion(QStringLiteral(CQ_VERSION));
}

QList<AppIdentity::Move> AppIdentity::legacyMoves()
{
    // 0.1.0's names: organisation "CheckpointQuiz", application "checkpoint-quiz".
    const QString legacy = u"/CheckpointQuiz/"_s + programName();
    const QString config = QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation);
    const QString data = QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation);
    return {
        {config + legacy + u".conf"_s, config + u'/' + id() + u'/' + programName() + u".conf"_s},
        {data + legacy, QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)},
    };
}

QStringList AppIdentity::moveLegacyData(const QList<Move> &moves)
{
    QStringList failures;
    for (const Move &move : moves) {
        const QFileInfo from(move.from);
        if (!from.exists() || QFileInfo::exists(move.to))
            continue; // nothing to carry over, or the new place is in use already: it wins
        const QString toParent = QFileInfo(move.to).absolutePath();
        if (!QDir().mkpath(toParent) || !QDir().rename(move.from, move.to)) {
            failures.append(tr("%1 could not be moved to %2; it stays where it is, and this run starts without it.")
                                .arg(QDir::toNativeSeparators(move.from), QDir::toNativeSeparators(move.to)));
            continue;
        }
        QDir().rmdir(from.absolutePath()); // only when empty: "CheckpointQuiz/" once its last entry has moved
    }
    return failures;
}
