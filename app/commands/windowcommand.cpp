#include "commands/windowcommand.h"

#include <QCommandLineParser>

using namespace Qt::StringLiterals;

WindowCommand::WindowCommand(Opener open)
    : m_open(std::move(open))
{}

QString WindowCommand::description() const
{
    return tr("Learn gradient checkpointing.");
}

QList<QCommandLineOption> WindowCommand::options() const
{
    return {languageOption(), quizOption()};
}

int WindowCommand::run(const QCommandLineParser &parser, QTextStream &, QTextStream &err) const
{
    return m_open(parser, err);
}
