// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/realistic/modelconfig.h"

#include <QCoreApplication>

#include <optional>

class QWidget;

// The dialogs of File → Open Model Config…: choosing a config.json, and reading one with its located error shown
// as plain text when it cannot be used.
class ModelConfigDialog final
{
    Q_DECLARE_TR_FUNCTIONS(ModelConfigDialog)
public:
    // The chosen file, or empty when the learner cancels.
    static QString choose(QWidget *parent);
    // The model, or none after telling why not.
    static std::optional<ModelConfig::Loaded> read(QWidget *parent, const QString &path);
};
