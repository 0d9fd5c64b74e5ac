#include "ui/export/reportexporter.h"

#include "core/report/htmlreportwriter.h"
#include "core/report/reportfile.h"
#include "core/report/reportformat.h"
#include "core/report/scorereport.h"
#include "core/session/session.h"

#include <QDesktopServices>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QPrintDialog>
#include <QPrinter>
#include <QPushButton>
#include <QStandardPaths>
#include <QTextDocument>
#include <QUrl>
#include <QWidget>

using namespace Qt::StringLiterals;

namespace {

// Keeps names readable in any script; replaces only what Windows, macOS or Linux file systems reject or what
// shells make awkward (spaces), and trims the dots and dashes that would hide a file or look odd at the ends.
QString fileNamePart(const QString &text, qsizetype maxLength)
{
    static const QString forbidden = u"<>:\"/\\|?*"_s;
    QString part;
    for (const QChar c : text) {
        const bool replace = c.isSpace() || forbidden.contains(c) || c.unicode() < 0x20 || c.unicode() == 0x7f;
        const QChar next = replace ? u'-' : c;
        if (next == u'-' && part.endsWith(u'-'))
            continue;
        part.append(next);
    }
    part.truncate(maxLength);
    if (!part.isEmpty() && part.back().isHighSurrogate())
        part.chop(1); // never half a character
    while (!part.isEmpty() && (part.front() == u'-' || part.front() == u'.'))
        part.remove(0, 1);
    while (!part.isEmpty() && (part.back() == u'-' || part.back() == u'.'))
        part.chop(1);
    return part;
}

} // namespace

ReportExporter::ReportExporter(Session *session, QWidget *window)
    : QObject(window)
    , m_session(session)
    , m_window(window)
{}

QString ReportExporter::defaultFileName(const QString &quizId, const QString &learner, const QDate &date)
{
    QStringList parts;
    for (const QString &part : {fileNamePart(quizId, 60), fileNamePart(learner, 60),
                                date.isValid() ? date.toString(Qt::ISODate) : QString()}) {
        if (!part.isEmpty())
            parts.append(part);
    }
    if (parts.isEmpty())
        parts.append(u"report"_s);
    return parts.join(u'-') + u'.' + ReportFormat::all().front().name(); // the table's first format
}

std::optional<QString> ReportExporter::askName(const QString &current)
{
    if (m_namePrompt)
        return m_namePrompt(current);
    // Button texts from our own translations: Qt ships no Bengali ones for its standard buttons.
    QInputDialog dialog(m_window);
    dialog.setWindowTitle(tr("Learner name"));
    dialog.setLabelText(tr("Your name, as it should appear on score reports:"));
    dialog.setTextValue(current);
    if (auto *edit = dialog.findChild<QLineEdit *>())
        edit->setMaxLength(int(Session::MaxLearnerNameLength));
    dialog.setOkButtonText(tr("OK"));
    dialog.setCancelButtonText(tr("Cancel"));
    return dialog.exec() == QDialog::Accepted ? std::optional<QString>(dialog.textValue()) : std::nullopt;
}

bool ReportExporter::editLearnerName()
{
    const std::optional<QString> name = askName(m_session->learnerName());
    if (!name)
        return false;
    m_session->setLearnerName(*name);
    return true;
}

ScoreReport ReportExporter::report(const ReportSimulatorSection &simulator) const
{
    return ScoreReport::fromAttempt(m_session->attempt(), m_session->language(), m_session->learnerName(), simulator,
                                    QDateTime::currentDateTimeUtc());
}

Expected<void> ReportExporter::saveTo(const QString &path, const ReportSimulatorSection &simulator) const
{
    // The open bank is never a report's destination, whatever name the learner types.
    const QString bank = m_session->bank().sourcePath;
    return ReportFile::save(report(simulator), path, QLocale::system(),
                            bank.isEmpty() || bank.startsWith(u':') ? QStringList() : QStringList{bank});
}

bool ReportExporter::exportReport(const ReportSimulatorSection &simulator)
{
    if (m_session->learnerName().isEmpty()) {
        const std::optional<QString> name = askName(QString());
        if (!name)
            return false;
        m_session->setLearnerName(*name);
    }

    // Documents when it exists: writableLocation() names it even when it does not, and the dialog would then open
    // in the working folder.
    QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (folder.isEmpty() || !QFileInfo(folder).isDir())
        folder = QDir::homePath();
    const QString suggested
        = QDir(folder).filePath(defaultFileName(m_session->bank().id, m_session->learnerName(), QDate::currentDate()));

    QString path;
    if (m_fileNamePrompt) {
        path = m_fileNamePrompt(suggested, ReportFormat::fileFilters());
    } else {
        QString selectedFilter;
        path = QFileDialog::getSaveFileName(m_window, tr("Save score report"), suggested, ReportFormat::fileFilters(),
                                            &selectedFilter);
        // A name typed without an extension gets the main one of the chosen filter's format, e.g. ".csv".
        if (!path.isEmpty() && QFileInfo(path).suffix().isEmpty()) {
            for (const ReportFormat &format : ReportFormat::all()) {
                if (format.filter() == selectedFilter)
                    path += u'.' + format.name();
            }
        }
    }
    if (path.isEmpty())
        return false;

    if (const Expected<void> saved = saveTo(path, simulator); !saved) {
        emit reportFailed(saved.error());
        showError(saved.error());
        return false;
    }
    emit reportSaved(path);
    showSaved(path);
    return true;
}

bool ReportExporter::printReport(const ReportSimulatorSection &simulator)
{
    QPrinter printer(QPrinter::HighResolution);
    QPrintDialog dialog(&printer, m_window);
    dialog.setWindowTitle(tr("Print score report"));
    if (dialog.exec() != QDialog::Accepted)
        return false;
    printTo(&printer, simulator);
    return true;
}

void ReportExporter::printTo(QPrinter *printer, const ReportSimulatorSection &simulator) const
{
    QTextDocument document;
    document.setHtml(QString::fromUtf8(HtmlReportWriter::write(report(simulator))));
    document.print(printer);
}

void ReportExporter::showSaved(const QString &path)
{
    if (!m_messagesShown)
        return;
    QMessageBox box(QMessageBox::Information, tr("Report saved"),
                    tr("The score report was saved to\n%1").arg(QDir::toNativeSeparators(path)), QMessageBox::Close,
                    m_window);
    box.setTextFormat(Qt::PlainText); // the path may contain "<"
    box.button(QMessageBox::Close)->setText(tr("Close"));
    QPushButton *open = box.addButton(tr("Open report"), QMessageBox::AcceptRole);
    box.setDefaultButton(open);
    box.exec();
    if (box.clickedButton() == open)
        QDesktopServices::openUrl(QUrl::fromLocalFile(path));
}

void ReportExporter::showError(const QString &message)
{
    if (!m_messagesShown)
        return;
    QMessageBox box(QMessageBox::Warning, tr("Report not saved"), message, QMessageBox::Ok, m_window);
    box.setTextFormat(Qt::PlainText);
    box.button(QMessageBox::Ok)->setText(tr("OK"));
    box.exec();
}
