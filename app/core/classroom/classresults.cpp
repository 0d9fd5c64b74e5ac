// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/classroom/classresults.h"

#include "core/quiz/questionbankwriter.h"
#include "core/quiz/quizfile.h"
#include "core/report/jsonreportreader.h"

#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QVersionNumber>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

struct Counted
{
    QString source;
    ScoreReport report;
};

// Who a report belongs to: the e-mail or ID number, else the name; a report with neither is its own student.
QString studentKey(const Counted &each)
{
    if (const QString id = each.report.learnerId.trimmed().toCaseFolded(); !id.isEmpty())
        return u"id:"_s + id;
    if (const QString name = each.report.learnerName.simplified().toCaseFolded(); !name.isEmpty())
        return u"name:"_s + name;
    return u"file:"_s + each.source;
}

QStringList questionIds(const ScoreReport &report)
{
    QStringList ids;
    for (const ReportQuestion &question : report.questions)
        ids.append(question.id);
    return ids;
}

// The one attempt of a student that counts.
qsizetype chosenAttempt(const QList<Counted> &attempts, ClassResults::Which which)
{
    qsizetype best = 0;
    for (qsizetype i = 1; i < attempts.size(); ++i) {
        const ScoreReport &candidate = attempts.at(i).report, &current = attempts.at(best).report;
        const bool earlier = candidate.startedAt < current.startedAt;
        switch (which) {
        case ClassResults::Which::First:
            if (earlier)
                best = i;
            break;
        case ClassResults::Which::Last:
            if (candidate.startedAt > current.startedAt)
                best = i;
            break;
        case ClassResults::Which::Best:
            if (candidate.correctCount() > current.correctCount()
                || (candidate.correctCount() == current.correctCount() && earlier))
                best = i;
            break;
        }
    }
    return best;
}

const QuestionBank *bankWithDigest(const QList<QuestionBank> &banks, const QString &sha256)
{
    const auto found = std::find_if(banks.cbegin(), banks.cend(), [&](const QuestionBank &bank) {
        return QuestionBankWriter::sha256(bank) == sha256;
    });
    return found == banks.cend() ? nullptr : &*found;
}

// The readable reports of a whole quiz, grouped by the quiz version (first seen first); the others, with why.
struct Versions
{
    QList<QString> order;
    QHash<QString, QList<Counted>> reports;
};

Versions readableByVersion(const QList<ClassResults::Input> &inputs, QList<ClassResults::LeftOut> *leftOut)
{
    const QVersionNumber ours = QVersionNumber::fromString(QStringLiteral(CQ_VERSION));
    Versions versions;
    for (const ClassResults::Input &input : inputs) {
        if (!input.report) {
            // The reader's message starts with the file's name, which the list already shows.
            QString reason = input.report.error();
            if (reason.startsWith(input.source + u": "_s))
                reason.remove(0, input.source.size() + 2);
            leftOut->append({input.source, reason});
            continue;
        }
        const ScoreReport &report = *input.report;
        if (report.bankSha256.isEmpty()) {
            leftOut->append({input.source, ClassResults::tr("written before reports named their quiz version (report "
                                                            "format 1): export it again from this version")});
        } else if (report.mode == ScoreReport::Mode::Retry) {
            leftOut->append(
                {input.source, ClassResults::tr("a retry of missed questions, not an attempt at the whole quiz")});
        } else if (QVersionNumber::fromString(report.appVersion) > ours) {
            leftOut->append({input.source, ClassResults::tr("written by Checkpoint Quiz %1, newer than this one (%2)")
                                               .arg(report.appVersion, ours.toString())});
        } else {
            if (!versions.reports.contains(report.bankSha256))
                versions.order.append(report.bankSha256);
            versions.reports[report.bankSha256].append({input.source, report});
        }
    }
    return versions;
}

// The version the class view shows: the one `prefix` starts (the first such), else the one most reports are of.
// Empty when there is none; the reports of every other version are left out.
QString chosenVersion(const Versions &versions, const QString &prefix, QList<ClassResults::LeftOut> *leftOut)
{
    const QString wanted = prefix.trimmed().toLower();
    QString chosen;
    for (const QString &version : versions.order) {
        if (wanted.isEmpty()
                ? chosen.isEmpty() || versions.reports.value(version).size() > versions.reports.value(chosen).size()
                : version.startsWith(wanted) && chosen.isEmpty())
            chosen = version;
    }
    for (const QString &version : versions.order) {
        if (version == chosen)
            continue;
        for (const Counted &each : versions.reports.value(version))
            leftOut->append({each.source, ClassResults::tr("another version of the quiz (%1…); the class view shows "
                                                           "one version at a time")
                                              .arg(version.left(12))});
    }
    return chosen;
}

// One attempt per student, sorted by name; duplicate exports and other versions of the questions are left out.
QList<Counted> oneAttemptPerStudent(const QList<Counted> &group, const QStringList &ids, ClassResults::Which which,
                                    QList<ClassResults::LeftOut> *leftOut)
{
    QHash<QString, QString> sourceOfAttempt;
    QList<QString> keys;
    QHash<QString, QList<Counted>> byStudent;
    for (const Counted &each : group) {
        if (questionIds(each.report) != ids) {
            leftOut->append({each.source, ClassResults::tr("its questions differ from %1's, which names the same quiz "
                                                           "version")
                                              .arg(group.first().source)});
            continue;
        }
        const QString &attempt = each.report.attemptId;
        if (!attempt.isEmpty() && sourceOfAttempt.contains(attempt)) {
            leftOut->append(
                {each.source,
                 ClassResults::tr("the same attempt as %1, exported twice").arg(sourceOfAttempt.value(attempt))});
            continue;
        }
        sourceOfAttempt.insert(attempt, each.source);
        const QString key = studentKey(each);
        if (!byStudent.contains(key))
            keys.append(key);
        byStudent[key].append(each);
    }
    QList<Counted> counted;
    for (const QString &key : std::as_const(keys)) {
        const QList<Counted> &attempts = byStudent[key];
        const qsizetype kept = chosenAttempt(attempts, which);
        for (qsizetype i = 0; i < attempts.size(); ++i) {
            if (i != kept)
                leftOut->append({attempts.at(i).source, ClassResults::tr("another attempt by the same student; %1 "
                                                                         "counts")
                                                            .arg(attempts.at(kept).source)});
        }
        counted.append(attempts.at(kept));
    }
    std::stable_sort(counted.begin(), counted.end(), [](const Counted &a, const Counted &b) {
        return QString::compare(a.report.learnerName, b.report.learnerName, Qt::CaseInsensitive) < 0;
    });
    return counted;
}

// Why a report cannot be of `bank`, which has the digest it names (a digest is no signature: anyone can recompute
// it); empty when every question, option number and key agrees with the bank.
QString mismatchWithBank(const ScoreReport &report, const QuestionBank &bank)
{
    if (report.questions.size() != bank.questions.size())
        return ClassResults::tr("it lists %1 questions, but the quiz version it names has %2")
            .arg(report.questions.size())
            .arg(bank.questions.size());
    for (qsizetype q = 0; q < bank.questions.size(); ++q) {
        const ReportQuestion &entry = report.questions.at(q);
        const Question &question = bank.questions.at(q);
        const auto number = [&] { return QString::number(q + 1); };
        if (entry.id != question.id)
            return ClassResults::tr("its question %1 is \"%2\", but the quiz version it names has \"%3\" there")
                .arg(number(), entry.id.left(40), question.id);
        if (entry.chosenOption >= question.options.size())
            return ClassResults::tr("its answer to question %1 is option %2, but that question has %3 options")
                .arg(number())
                .arg(entry.chosenOption + 1)
                .arg(question.options.size());
        if (entry.hasKey() && entry.correctOption != question.correctOption)
            return ClassResults::tr("it gives option %1 as the key of question %2, but the quiz version it names has "
                                    "option %3")
                .arg(entry.correctOption + 1)
                .arg(number())
                .arg(question.correctOption + 1);
    }
    return {};
}

// The reports that agree with `bank` (all of them when there is no bank); the others are left out with why.
QList<Counted> consistentWith(const QuestionBank *bank, const QList<Counted> &group,
                              QList<ClassResults::LeftOut> *leftOut)
{
    if (!bank)
        return group;
    QList<Counted> consistent;
    for (const Counted &each : group) {
        if (const QString mismatch = mismatchWithBank(each.report, *bank); !mismatch.isEmpty())
            leftOut->append({each.source, mismatch});
        else
            consistent.append(each);
    }
    return consistent;
}

ClassResults::Student studentOf(const Counted &each)
{
    ClassResults::Student student;
    student.name = each.report.learnerName;
    student.id = each.report.learnerId;
    student.source = each.source;
    student.attemptId = each.report.attemptId;
    student.mode = each.report.mode;
    student.timeLimitMinutes = each.report.timeLimitMinutes;
    student.startedAt = each.report.startedAt;
    student.correct = each.report.correctCount();
    student.percent = each.report.percentOfWholeQuiz();
    student.late = each.report.isLate();
    for (const ReportQuestion &question : each.report.questions)
        student.chosen.append(question.chosenOption);
    return student;
}

// A question's texts and key as the bank has them, in `language`.
ClassResults::Question questionOfBank(const Question &source, const QString &language)
{
    ClassResults::Question question;
    question.stem = source.stem.text(language);
    question.correctOption = source.correctOption;
    question.scene = source.scene;
    for (const QuestionOption &option : source.options)
        question.options.append({option.text.text(language), option.feedback.text(language), false, 0, 0});
    return question;
}

// Question `q` as the reports tell it, when no bank of their version is at hand: the texts of the options someone
// chose or that a report names as the key (an exam report without the key names none).
ClassResults::Question questionOfReports(const QList<Counted> &counted, qsizetype q)
{
    ClassResults::Question question;
    question.correctOption = -1;
    qsizetype optionCount = 0;
    for (const Counted &each : counted) {
        const ReportQuestion &entry = each.report.questions.at(q);
        if (entry.hasKey())
            question.correctOption = entry.correctOption;
        optionCount = std::max<qsizetype>({optionCount, entry.chosenOption + 1, entry.correctOption + 1});
    }
    question.stem = counted.first().report.questions.at(q).stem;
    question.options.resize(optionCount);
    for (const Counted &each : counted) {
        const ReportQuestion &entry = each.report.questions.at(q);
        if (entry.isAnswered() && question.options[entry.chosenOption].text.isEmpty()) {
            question.options[entry.chosenOption].text = entry.chosenText;
            question.options[entry.chosenOption].misconception = entry.chosenFeedback;
        }
        if (entry.hasKey() && question.options[entry.correctOption].text.isEmpty())
            question.options[entry.correctOption].text = entry.correctText;
    }
    return question;
}

// How many students chose each option of question `q` (and left it unanswered), and each option's share.
void countAnswers(const QList<ClassResults::Student> &students, qsizetype q, ClassResults::Question *question)
{
    for (const ClassResults::Student &student : students) {
        const int option = student.chosen.at(q);
        if (option >= 0 && option < question->options.size())
            ++question->options[option].count;
        else
            ++question->unanswered;
    }
    for (qsizetype o = 0; o < question->options.size(); ++o) {
        ClassResults::Option &option = question->options[o];
        option.correct = o == question->correctOption;
        if (option.correct)
            option.misconception.clear();
        option.sharePercent = 100.0 * option.count / double(students.size());
    }
}

} // namespace

bool ClassResults::Question::facilityFlagged() const
{
    return statistics.facilityPercent < ItemStatistics::LowFacility
           || statistics.facilityPercent > ItemStatistics::HighFacility;
}

bool ClassResults::Question::discriminationFlagged() const
{
    return statistics.discriminationIndex && *statistics.discriminationIndex < ItemStatistics::LowDiscrimination;
}

bool ClassResults::cicFlagged() const
{
    return test.cic && *test.cic < ItemStatistics::LowCic;
}

QString ClassResults::whichName(Which which)
{
    switch (which) {
    case Which::First:
        return u"first"_s;
    case Which::Best:
        return u"best"_s;
    case Which::Last:
        return u"last"_s;
    }
    return {};
}

QList<QuestionBank> ClassResults::builtInBanks()
{
    QList<QuestionBank> banks;
    const QDir builtIn(u":/quizzes"_s);
    for (const QString &name : builtIn.entryList({u"*.json"_s}, QDir::Files)) {
        if (const Expected<QuestionBank> bank = QuizFile::load(builtIn.filePath(name)))
            banks.append(*bank);
    }
    return banks;
}

QList<ClassResults::Input> ClassResults::read(const QStringList &paths, const std::atomic_bool *cancelled)
{
    QStringList files;
    for (const QString &path : paths) {
        if (QFileInfo(path).isDir()) {
            const QDir folder(path);
            for (const QString &name : folder.entryList({u"*.json"_s}, QDir::Files | QDir::Readable, QDir::Name))
                files.append(folder.filePath(name));
        } else {
            files.append(path);
        }
    }
    QList<Input> inputs;
    for (const QString &file : std::as_const(files)) {
        if (cancelled && cancelled->load(std::memory_order_relaxed))
            break;
        if (inputs.size() >= MaxReports) {
            inputs.append({file, Expected<ScoreReport>::failure(
                                     tr("a class counts at most %1 reports; this one is past that").arg(MaxReports))});
            continue;
        }
        Expected<ScoreReport> report = JsonReportReader::fromFile(file);
        // Its digest is checked already, and no class view shows the chart: up to 32 MiB a report need not stay.
        if (report)
            report->simulator.chartPng = QByteArray();
        inputs.append({file, std::move(report)});
    }
    return inputs;
}

ClassResults ClassResults::collect(const QList<Input> &inputs, const Options &options, const QList<QuestionBank> &banks)
{
    ClassResults results;
    results.which = options.which;
    const Versions versions = readableByVersion(inputs, &results.leftOut);
    const QString chosen = chosenVersion(versions, options.quizVersion, &results.leftOut);
    if (chosen.isEmpty())
        return results;

    // A bank with the reports' digest gives the questions; a report that disagrees with it is left out, so nothing
    // below reads past the bank's questions or options.
    const QuestionBank *bank = bankWithDigest(banks, chosen);
    const QList<Counted> group = consistentWith(bank, versions.reports.value(chosen), &results.leftOut);
    if (group.isEmpty())
        return results;
    results.bankSha256 = chosen;
    const QStringList ids = questionIds(group.first().report);
    const QList<Counted> counted = oneAttemptPerStudent(group, ids, options.which, &results.leftOut);
    QList<QList<int>> marks;
    for (const Counted &each : counted) {
        results.students.append(studentOf(each));
        QList<int> row;
        for (const ReportQuestion &question : each.report.questions)
            row.append(question.isAnswered() && question.isCorrect() ? 1 : 0);
        marks.append(row);
    }

    // The questions' texts: the bank's in the teacher's language, else what the reports say.
    const ScoreReport &first = counted.first().report;
    results.quizId = first.quizId;
    results.quizTitle = first.quizTitle;
    const QString language = options.language.isEmpty() ? u"en"_s : options.language;
    if (bank)
        results.quizTitle = bank->title.text(language);
    const QList<ItemStatistics::Question> statistics = ItemStatistics::questions(marks);
    results.test = ItemStatistics::test(marks, statistics);
    for (qsizetype q = 0; q < ids.size(); ++q) {
        Question question = bank ? questionOfBank(bank->questions.at(q), language) : questionOfReports(counted, q);
        question.id = ids.at(q);
        question.statistics = statistics.at(q);
        countAnswers(results.students, q, &question);
        results.questions.append(question);
    }
    return results;
}
