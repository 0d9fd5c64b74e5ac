// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/quiz/bankimport.h"

#include <QByteArray>

// Moodle XML (qformat_xml in moodle/moodle), the format Moodle imports most faithfully. write() gives what Moodle's
// own export would for the bank's questions: the XML declaration on the first line, UTF-8, each text in CDATA
// marked plain_text (Moodle then shows it literally, as the app does), the right answer at fraction 100 and the
// others at 0, option feedback as answer feedback and the explanation as general feedback. read() takes multiple
// choice (one right answer) and true/false questions back and names every other type it skips; it warns where
// Moodle would refuse the file, such as a fraction outside Moodle's grades or text before <?xml.
class MoodleXmlFormat final
{
public:
    static QByteArray write(const QuestionBank &bank, const QString &language);
    static BankImport read(const QByteArray &xml, const QString &title);
};
