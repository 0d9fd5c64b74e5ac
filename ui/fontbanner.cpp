// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "ui/fontbanner.h"

#include "ui/banner.h"
#include "ui/fontcoverage.h"

#include <QHBoxLayout>
#include <QPushButton>

using namespace Qt::StringLiterals;

FontBanner::FontBanner(QWidget *parent)
    : QWidget(parent)
    , m_warning(Banner::create(this, u"fontWarning"_s))
{
    setObjectName(u"fontBanner"_s);
    m_warning->show();
    auto *toEnglish = new QPushButton(u"Switch to English"_s, this); // English on purpose: it is always readable
    toEnglish->setObjectName(u"switchToEnglish"_s);
    connect(toEnglish, &QPushButton::clicked, this, &FontBanner::switchToEnglishRequested);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_warning, 1);
    layout->addWidget(toEnglish);
    hide();
}

void FontBanner::showFor(const QString &language)
{
    const QString warning = FontCoverage::missingFontMessage(language);
    m_warning->setText(warning);
    setVisible(!warning.isEmpty());
}
