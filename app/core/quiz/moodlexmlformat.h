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
//
// Before Qt's XML reader sees the bytes, a linear scan refuses what Moodle XML never holds and what would cost the
// reader more than linear time or a deep stack: elements nested deeper than MaxDepth, a tag with more than
// MaxAttributes attributes or longer than MaxTagLength bytes, and a document type declaration (entities). Texts are
// then read without recursion. write() leaves out the characters XML 1.0 forbids, so its output always reads back.
class MoodleXmlFormat final
{
public:
    static constexpr int MaxDepth = 64;
    static constexpr int MaxAttributes = 32;
    static constexpr qsizetype MaxTagLength = qsizetype(64) * 1024;

    static QByteArray write(const QuestionBank &bank, const QString &language);
    static BankImport read(const QByteArray &xml, const QString &title);
};
