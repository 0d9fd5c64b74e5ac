// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include <QString>
#include <QStringList>

// Checks before showing a language that some installed font covers its script, because a missing Bengali or
// Korean font shows as boxes and the learner cannot tell why. The message names the Debian package to install.
class FontCoverage final
{
public:
    // Empty when `language` can be shown with the installed fonts; otherwise a translated explanation.
    static QString missingFontMessage(const QString &language);
    // The same decision from a given list of font families that cover the language's script (for tests).
    static QString missingFontMessage(const QString &language, const QStringList &familiesForScript);
};
