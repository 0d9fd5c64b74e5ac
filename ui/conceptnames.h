// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include <QCoreApplication>
#include <QString>

// The names people read for the concept ids that questions carry (Question::conceptId): the built-in banks' and
// practice kinds' concepts, in the app's language. A teacher's own id is shown as it is.
class ConceptNames final
{
    Q_DECLARE_TR_FUNCTIONS(ConceptNames)
public:
    static QString displayName(const QString &conceptId);
};
