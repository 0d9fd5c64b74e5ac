// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "commands/commandregistry.h"

#include "commands/checkquizcommand.h"
#include "commands/comparecommand.h"
#include "commands/classcommand.h"
#include "commands/exportdatacommand.h"
#include "commands/helpcommand.h"
#include "commands/reportcommand.h"
#include "commands/reviewcommand.h"
#include "commands/simulatecommand.h"

CommandRegistry::CommandRegistry(const Command &window)
    : m_window(window)
{
    m_subcommands.push_back(std::make_unique<SimulateCommand>());
    m_subcommands.push_back(std::make_unique<CompareCommand>());
    m_subcommands.push_back(std::make_unique<ReportCommand>());
    m_subcommands.push_back(std::make_unique<CheckQuizCommand>());
    m_subcommands.push_back(std::make_unique<ClassCommand>());
    m_subcommands.push_back(std::make_unique<ReviewCommand>());
    m_subcommands.push_back(std::make_unique<ExportDataCommand>());
    m_subcommands.push_back(std::make_unique<HelpCommand>(*this));
}

CommandRegistry::~CommandRegistry() = default;

QList<const Command *> CommandRegistry::subcommands() const
{
    QList<const Command *> list;
    for (const std::unique_ptr<Command> &command : m_subcommands)
        list.append(command.get());
    return list;
}

const Command *CommandRegistry::find(QStringView name) const
{
    for (const std::unique_ptr<Command> &command : m_subcommands) {
        if (!name.isEmpty() && command->name() == name)
            return command.get();
    }
    return nullptr;
}
