// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "commands/commandline.h"

#include "commands/command.h"
#include "commands/commandregistry.h"
#include "core/i18n/apptranslator.h"
#include "core/i18n/language.h"

#include <QTextStream>

using namespace Qt::StringLiterals;

namespace {

QCommandLineOption helpOption()
{
    return QCommandLineOption(QStringList{u"h"_s, u"help"_s}, CommandLine::tr("Show this help and exit."));
}

// The command's own options, then --lang (its meaning is the same for every command) unless it lists it already.
QList<QCommandLineOption> optionsOf(const Command &command)
{
    QList<QCommandLineOption> options = command.options();
    const bool hasLanguage = std::any_of(options.cbegin(), options.cend(), [](const QCommandLineOption &option) {
        return option.names().contains("lang"_L1);
    });
    if (!hasLanguage)
        options.append(Command::languageOption());
    return options;
}

QCommandLineOption versionOption()
{
    return QCommandLineOption(QStringList{u"v"_s, u"version"_s}, CommandLine::tr("Show the version and exit."));
}

void setUp(QCommandLineParser &parser, const Command &command, const QCommandLineOption &help)
{
    // `-lang ko` is --lang ko, as it always was for `report`; -h and -v are then the one-letter long names.
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    parser.addOptions(optionsOf(command));
    parser.addOption(help);
}

} // namespace

CommandLine::CommandLine(const QStringList &arguments, const CommandRegistry &commands)
    : m_commands(commands)
    , m_helpOption(helpOption())
    , m_versionOption(versionOption())
    , m_languageOption(Command::languageOption())
{
    m_command = commands.find(arguments.value(1));
    if (!m_command)
        m_command = &commands.window();
    setUp(m_parser, *m_command, m_helpOption);
    m_parser.addOption(m_versionOption);
    m_parsed = m_parser.parse(arguments);
}

QString CommandLine::language() const
{
    // Given twice, no value is the language: the error that says so is in English, like every bad --lang.
    const QStringList values = m_parsed ? m_parser.values(m_languageOption) : QStringList();
    return values.size() == 1 && Language::isSupported(values.constFirst()) ? values.constFirst() : QString();
}

bool CommandLine::opensWindow() const
{
    return m_command == &m_commands.window() && m_parsed && !m_parser.isSet(m_helpOption)
           && !m_parser.isSet(m_versionOption) && usageError().isEmpty();
}

QString CommandLine::usageError() const
{
    const QString usage = tr("Run \"%1 --help\" for usage.").arg(m_command->invocation());
    if (!m_parsed)
        return Command::quoted(m_parser.errorText()) + u' ' + usage;
    QStringList extra = m_parser.positionalArguments();
    if (m_command != &m_commands.window())
        extra.removeFirst(); // the command's name
    if (extra.size() > m_command->maxArguments())
        return tr("Unexpected argument \"%1\"; run \"%2 --help\" for usage.")
            .arg(Command::quoted(extra.at(m_command->maxArguments())), m_command->invocation());
    if (const QString error = m_command->argumentsError(m_parser, extra); !error.isEmpty())
        return error;
    for (const QCommandLineOption &option : optionsOf(*m_command)) {
        if (option.valueName().isEmpty())
            continue;
        const QStringList values = m_parser.values(option);
        const QString name = u"--"_s + option.names().constLast();
        if (values.size() > 1)
            return tr("%1 is given more than once.").arg(name);
        if (option.valueName() == "FILE"_L1 && values.size() == 1 && values.constFirst().isEmpty())
            return tr("%1 needs a file name.").arg(name);
    }
    const QString language = m_parser.value(m_languageOption);
    if (m_parser.isSet(m_languageOption) && !Language::isSupported(language))
        return tr("Unknown language \"%1\": use %2.").arg(Command::quoted(language), Language::codeList());
    return {};
}

int CommandLine::execute(QTextStream &out, QTextStream &err) const
{
    if (opensWindow())
        return m_command->run(m_parser, out, err); // the window installs its own translator
    AppTranslator translator;
    translator.setLanguage(language().isEmpty() ? Language::english().code : language());

    int code = Command::Success;
    if (m_parsed && m_parser.isSet(m_helpOption)) {
        out << helpText(*m_command, m_commands);
    } else if (m_parsed && m_parser.isSet(m_versionOption)) {
        out << QCoreApplication::applicationName() << ' ' << QCoreApplication::applicationVersion() << '\n';
    } else if (const QString error = usageError(); !error.isEmpty()) {
        code = m_command->fail(err, Command::UsageError, error);
    } else {
        code = m_command->run(m_parser, out, err);
    }
    out.flush();
    if (out.status() != QTextStream::Ok && code == Command::Success)
        return m_command->fail(err, Command::IoError, tr("Could not write to standard output."));
    return code;
}

QString CommandLine::helpText(const Command &command, const CommandRegistry &commands)
{
    QCommandLineParser parser;
    setUp(parser, command, helpOption());
    parser.addOption(versionOption());
    parser.setApplicationDescription(command.description());
    QString options = parser.helpText();
    options.remove(0, options.indexOf(u'\n') + 1); // Qt's usage line names the binary's path and no command

    QString usage = tr("Usage: %1 [options]").arg(command.invocation());
    if (command.maxArguments() > 0)
        usage += u' ' + command.argumentsSyntax();
    QString text = usage + u'\n' + options;
    if (const QString details = command.helpDetails(); !details.isEmpty())
        text += u'\n' + details + u'\n';
    if (&command == &commands.window()) {
        qsizetype width = 0;
        for (const Command *subcommand : commands.subcommands())
            width = qMax(width, subcommand->name().size());
        text += u'\n' + tr("Commands:") + u'\n';
        for (const Command *subcommand : commands.subcommands())
            text += u"  %1  %2\n"_s.arg(subcommand->name().leftJustified(width), subcommand->description());
    }
    text += u'\n' + tr("Exit status: 0 success, 1 a file could not be read or written, 2 wrong arguments.") + u'\n';
    return text;
}
