// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

// A learner's run of the app reduced to what matters for "nothing lost": a session that saves under the folder given,
// answers the questions given (question:option, displayed order), prints "answered" and waits to be killed. The test
// kills it with SIGKILL, so no destructor or exit handler can save anything the answers had not already saved.
#include "core/quiz/questionbank.h"
#include "core/session/session.h"

#include <QCoreApplication>
#include <QStringList>
#include <QThread>

#include <cstdio>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() < 3)
        return 2;
    const Expected<QuestionBank> bank = QuestionBankLoader::fromFile(args.at(1));
    if (!bank)
        return 3;
    Session session(*bank, 7);
    session.enablePersistence(args.at(2));
    for (const QString &pair : args.mid(3)) {
        const QStringList parts = pair.split(u':');
        if (!session.answer(parts.value(0).toInt(), parts.value(1).toInt()))
            return 4;
    }
    std::puts("answered");
    std::fflush(stdout);
    for (;;)
        QThread::sleep(1);
}
