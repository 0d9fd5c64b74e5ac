// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "commands/windowcommand.h"

#include <QCommandLineParser>
#include <QFileInfo>

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
    QList<QCommandLineOption> options = {languageOption(), quizOption()};
    // QApplication takes its own options (-style fusion, -platform offscreen) out of argv when the window opens;
    // the parser runs before that, so it must accept them too. Hidden: Qt documents them.
    const auto qtOption = [](const QString &name, const QString &valueName = {}) {
        QCommandLineOption option(name, QString(), valueName);
        option.setFlags(QCommandLineOption::HiddenFromHelp);
        return option;
    };
    for (const QString &name :
         {u"platform"_s, u"platformpluginpath"_s, u"platformtheme"_s, u"plugin"_s, u"qwindowgeometry"_s,
          u"qwindowicon"_s, u"qwindowtitle"_s, u"display"_s, u"geometry"_s, u"style"_s, u"stylesheet"_s, u"session"_s,
          u"qmljsdebugger"_s, u"name"_s, u"title"_s, u"visual"_s, u"dialogs"_s, u"fontengine"_s})
        options.append(qtOption(name, u"VALUE"_s));
    for (const QString &name : {u"reverse"_s, u"widgetcount"_s, u"nograb"_s, u"dograb"_s, u"sync"_s, u"testability"_s})
        options.append(qtOption(name));
    return options;
}

QString WindowCommand::argumentsSyntax() const
{
    return u"[FILE]"_s;
}

QString WindowCommand::argumentsError(const QCommandLineParser &parser, const QStringList &arguments) const
{
    if (arguments.isEmpty())
        return {};
    if (parser.isSet(quizOption()))
        return tr("Give the quiz either as FILE or with --quiz, not both.");
    // A word that is no file is most likely a mistyped command ("simulat"): say both, before any window opens.
    if (!QFileInfo::exists(arguments.constFirst()))
        return tr("No such file or command \"%1\"; run \"%2 --help\" for usage.")
            .arg(quoted(arguments.constFirst()), invocation());
    return {};
}

QString WindowCommand::helpDetails() const
{
    return tr("FILE is a quiz to open, like --quiz FILE. When Checkpoint Quiz is running already, the quiz opens in "
              "its window and this command returns at once.");
}

QString WindowCommand::quizFile(const QCommandLineParser &parser)
{
    const QStringList arguments = parser.positionalArguments();
    return arguments.isEmpty() ? parser.value(quizOption()) : arguments.constFirst();
}

int WindowCommand::run(const QCommandLineParser &parser, QTextStream &, QTextStream &err) const
{
    return m_open(parser, err);
}
