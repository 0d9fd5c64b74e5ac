#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

class QTextStream;

// `checkpoint-quiz report`: writes a score report without a window, for teachers' scripts and for CI.
//   report --answers 1,3,-,4,1,2,3,4 [--quiz FILE] [--lang en|bn|ko] [--name NAME] -o FILE
// Answers are 1-based option numbers in the bank's order ("-" for no answer), one per question. The format
// comes from FILE's extension; headless reports have no simulator section. Exit codes: 0 written, 2 wrong
// arguments (one message on err), 1 a file could not be read or written. main() installs the translator for
// --lang before calling run(), so messages and report labels come out in that language.
class ReportCommand final
{
    Q_DECLARE_TR_FUNCTIONS(ReportCommand)
public:
    static constexpr int Success = 0;
    static constexpr int FileError = 1;
    static constexpr int UsageError = 2;

    static QString defaultQuiz() { return QStringLiteral(":/quizzes/gradient-checkpointing.json"); }
    static QString usage();

    // `arguments` are the words after "report".
    static int run(const QStringList &arguments, QTextStream &out, QTextStream &err);
};
