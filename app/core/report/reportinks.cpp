// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/report/reportinks.h"

#include <algorithm>
#include <array>

using namespace Qt::StringLiterals;

QString ReportInk::css() const
{
    return u"#%1"_s.arg((red << 16) | (green << 8) | blue, 6, 16, QLatin1Char('0'));
}

namespace ReportInks {

namespace {

struct Named
{
    QLatin1StringView name;
    ReportInk ink;
};

constexpr std::array<Named, 11> All{{{"text"_L1, Text},
                                     {"muted"_L1, Muted},
                                     {"rule"_L1, Rule},
                                     {"headerfill"_L1, HeaderFill},
                                     {"right"_L1, Right},
                                     {"wrong"_L1, Wrong},
                                     {"partial"_L1, Partial},
                                     {"flagged"_L1, Flagged},
                                     {"rightbar"_L1, RightBar},
                                     {"wrongbar"_L1, WrongBar},
                                     {"bartrack"_L1, BarTrack}}};

} // namespace

QString fillStyleSheet(const QString &sheet)
{
    QString filled;
    filled.reserve(sheet.size());
    qsizetype from = 0;
    for (qsizetype at = sheet.indexOf(u'@'); at >= 0; at = sheet.indexOf(u'@', from)) {
        qsizetype end = at + 1;
        while (end < sheet.size() && sheet.at(end) >= u'a' && sheet.at(end) <= u'z')
            ++end;
        const QStringView name = QStringView(sheet).sliced(at + 1, end - at - 1);
        const auto named = std::find_if(All.begin(), All.end(), [name](const Named &n) { return n.name == name; });
        filled += QStringView(sheet).sliced(from, at - from);
        if (named == All.end())
            filled += QStringView(sheet).sliced(at, end - at);
        else
            filled += named->ink.css();
        from = end;
    }
    filled += QStringView(sheet).sliced(from);
    return filled;
}

} // namespace ReportInks
