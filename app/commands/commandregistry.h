// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "commands/command.h"

#include <QList>
#include <QStringView>

#include <memory>
#include <vector>

// The commands the program knows: the window, given by main() because only the program links the widgets, and the
// headless subcommands simulate, report, check-quiz and help, created here. CommandLine looks the first argument up
// here and `help` lists from here, so a new subcommand is one line in the constructor.
class CommandRegistry final
{
public:
    explicit CommandRegistry(const Command &window);
    ~CommandRegistry();
    Q_DISABLE_COPY_MOVE(CommandRegistry)

    const Command &window() const { return m_window; }
    // The subcommands, in the order help lists them.
    QList<const Command *> subcommands() const;
    // nullptr when no subcommand has that name.
    const Command *find(QStringView name) const;

private:
    const Command &m_window;
    std::vector<std::unique_ptr<Command>> m_subcommands;
};
