// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "report/reportfixtures.h"

#include "core/io/safefilewriter.h"
#include "core/report/reportfile.h"

#include <QDataStream>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <functional>

#include <fcntl.h>
#include <grp.h>
#include <sched.h>
#include <sys/mount.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/un.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace Qt::StringLiterals;
using namespace ReportFixtures;

namespace {

constexpr uid_t Nobody = 65534;

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size() && file.flush();
}

// Everything in a folder, hidden and special files included, so a temporary file left behind shows.
QStringList entries(const QString &folder)
{
    return QDir(folder).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDir::Name);
}

mode_t typeOf(const QString &path)
{
    struct stat status = {};
    return ::lstat(QFile::encodeName(path).constData(), &status) == 0 ? (status.st_mode & S_IFMT) : 0;
}

mode_t permissionsOf(const QString &path)
{
    struct stat status = {};
    return ::stat(QFile::encodeName(path).constData(), &status) == 0 ? (status.st_mode & 07777) : 07777;
}

bool setMode(const QString &path, mode_t mode)
{
    return ::chmod(QFile::encodeName(path).constData(), mode) == 0;
}

bool setOwner(const QString &path, uid_t uid, gid_t gid)
{
    return ::chown(QFile::encodeName(path).constData(), uid, gid) == 0;
}

bool symlinkTo(const QString &target, const QString &linkPath)
{
    return ::symlink(QFile::encodeName(target).constData(), QFile::encodeName(linkPath).constData()) == 0;
}

QByteArray newBytes(qsizetype size)
{
    QByteArray bytes;
    while (bytes.size() < size)
        bytes += "new line " + QByteArray::number(bytes.size()) + '\n';
    bytes.truncate(size);
    return bytes;
}

const QByteArray OldBytes = QByteArray("old contents that must survive\n").repeated(100);

// A file size limit on this process for the lifetime of the object. SIGXFSZ is ignored so that crossing the
// limit makes write() fail with EFBIG instead of killing the test.
class FileSizeLimit final
{
public:
    explicit FileSizeLimit(rlim_t bytes)
    {
        std::signal(SIGXFSZ, SIG_IGN);
        rlimit limited = {};
        m_set = ::getrlimit(RLIMIT_FSIZE, &m_previous) == 0;
        limited = m_previous;
        limited.rlim_cur = bytes;
        m_set = m_set && ::setrlimit(RLIMIT_FSIZE, &limited) == 0;
    }
    ~FileSizeLimit()
    {
        if (m_set)
            ::setrlimit(RLIMIT_FSIZE, &m_previous);
    }
    bool isSet() const { return m_set; }

private:
    rlimit m_previous = {};
    bool m_set = false;
};

// What a forked child found. failure: the child could not run or answer; skip: it could not set up (no
// permission to mount, no such user).
struct ChildOutcome
{
    QString failure;
    QString skip;
    QVariantMap result;
};

// Runs body in a forked child, which may then enter its own mount namespace or become another user without
// changing this process; a mount made there disappears with the child. body returns its findings, or "skip".
ChildOutcome runInChild(const std::function<QVariantMap()> &body)
{
    int channel[2];
    if (::pipe(channel) != 0)
        return {u"pipe() failed"_s, {}, {}};
    const pid_t pid = ::fork();
    if (pid < 0)
        return {u"fork() failed"_s, {}, {}};
    if (pid == 0) {
        ::close(channel[0]);
        QByteArray data;
        {
            QDataStream out(&data, QIODevice::WriteOnly);
            out << body();
        }
        for (qsizetype sent = 0; sent < data.size();) {
            const ssize_t count = ::write(channel[1], data.constData() + sent, size_t(data.size() - sent));
            if (count <= 0)
                ::_exit(3);
            sent += count;
        }
        ::_exit(0);
    }
    ::close(channel[1]);
    QByteArray data;
    char buffer[4096];
    for (;;) {
        const ssize_t count = ::read(channel[0], buffer, sizeof buffer);
        if (count < 0 && errno == EINTR)
            continue;
        if (count <= 0)
            break;
        data.append(buffer, count);
    }
    ::close(channel[0]);
    int status = 0;
    while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
    }
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
        return {u"the child process failed (wait status %1)"_s.arg(status), {}, {}};
    QVariantMap result;
    QDataStream in(data);
    in >> result;
    if (result.contains(u"skip"_s))
        return {{}, result.value(u"skip"_s).toString(), {}};
    return {{}, {}, result};
}

bool writeProcFile(const char *path, const QByteArray &text)
{
    const int fd = ::open(path, O_WRONLY);
    if (fd < 0)
        return false;
    const bool written = ::write(fd, text.constData(), size_t(text.size())) == text.size();
    ::close(fd);
    return written;
}

QString systemError(const QString &call)
{
    return call + u": "_s + qt_error_string(errno);
}

// In a forked child: a private mount namespace, as root directly, otherwise (or when root lacks CAP_SYS_ADMIN)
// inside a new user namespace, as `unshare -rm` does. Empty on success, else why not.
QString enterPrivateMountNamespace()
{
    const uid_t uid = ::geteuid();
    const gid_t gid = ::getegid();
    QString asRoot;
    if (uid == 0) {
        if (::unshare(CLONE_NEWNS) == 0)
            return {};
        asRoot = systemError(u"unshare(CLONE_NEWNS)"_s) + u"; "_s;
    }
    if (::unshare(CLONE_NEWUSER | CLONE_NEWNS) != 0)
        return asRoot + systemError(u"unshare(CLONE_NEWUSER | CLONE_NEWNS)"_s);
    if (!writeProcFile("/proc/self/setgroups", "deny")
        || !writeProcFile("/proc/self/uid_map", "0 " + QByteArray::number(uid) + " 1")
        || !writeProcFile("/proc/self/gid_map", "0 " + QByteArray::number(gid) + " 1"))
        return asRoot + systemError(u"mapping the user namespace"_s);
    return {};
}

// In a forked child: a tmpfs of kib KiB on folder, seen by this child only. Empty on success, else why not.
QString mountSmallTmpfs(const QString &folder, int kib)
{
    if (const QString problem = enterPrivateMountNamespace(); !problem.isEmpty())
        return problem;
    // Without this the tmpfs could propagate back to the parent's namespace.
    if (::mount("none", "/", nullptr, MS_REC | MS_PRIVATE, nullptr) != 0)
        return systemError(u"making / private"_s);
    const QByteArray options = "size=" + QByteArray::number(kib) + 'k';
    if (::mount("tmpfs", QFile::encodeName(folder).constData(), "tmpfs", MS_NOSUID | MS_NODEV, options.constData())
        != 0)
        return systemError(u"mount -t tmpfs"_s);
    return {};
}

// Writes to a file in folder until the file system answers ENOSPC.
bool fillUp(const QString &folder)
{
    const int fd = ::open(QFile::encodeName(folder + u"/filler"_s).constData(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (fd < 0)
        return false;
    const QByteArray block(4096, 'f');
    int error = 0;
    while (error == 0) {
        if (::write(fd, block.constData(), size_t(block.size())) < 0)
            error = errno;
    }
    ::close(fd);
    return error == ENOSPC;
}

// In a forked child: become nobody, so that permissions apply to a test run as root.
QString becomeNobody()
{
    if (::setgroups(0, nullptr) != 0 || ::setgid(Nobody) != 0 || ::setuid(Nobody) != 0)
        return systemError(u"becoming nobody"_s);
    return {};
}

ScoreReport namedReport(const QString &learner)
{
    return report(loadBank(testBankPath()), partialAnswers(), u"en"_s, {}, learner);
}

QString reportPrefix(const QString &path)
{
    return u"Could not save the report to "_s + QDir::toNativeSeparators(path) + u": "_s;
}

} // namespace

class TestSafeFileWriter final : public QObject
{
    Q_OBJECT

private slots:
    void writesNewFile_data();
    void writesNewFile();
    void replacingKeepsPermissionsAndOwner_data();
    void replacingKeepsPermissionsAndOwner();
    void fileSizeLimit_data();
    void fileSizeLimit();
    void fileSizeLimitForEachReportFormat_data();
    void fileSizeLimitForEachReportFormat();
    void fullDisk_data();
    void fullDisk();
    void refusesSpecialFiles_data();
    void refusesSpecialFiles();
    void writesThroughSymbolicLinks_data();
    void writesThroughSymbolicLinks();
    void refusesReadOnlyFile_data();
    void refusesReadOnlyFile();
    void refusesBadPaths_data();
    void refusesBadPaths();
    void permissionDenied_data();
    void permissionDenied();
    void refusesProtectedFile_data();
    void refusesProtectedFile();
    void refusesProtectedFolder_data();
    void refusesProtectedFolder();
    void reportRefusesTheBank();
};

void TestSafeFileWriter::writesNewFile_data()
{
    QTest::addColumn<int>("size");
    QTest::newRow("empty") << 0;
    QTest::newRow("100 B") << 100;
    QTest::newRow("10 KB") << 10000;
    QTest::newRow("20 KB") << 20000;
    QTest::newRow("100 KB") << 100000;
}

void TestSafeFileWriter::writesNewFile()
{
    QFETCH(int, size);
    QTemporaryDir dir;
    const QString path = dir.filePath(u"new.json"_s);
    const Expected<void> result = SafeFileWriter::write(path, newBytes(size));
    QVERIFY2(bool(result), qPrintable(result.error()));
    QVERIFY(result.error().isEmpty());
    QCOMPARE(readFile(path), newBytes(size));
    QCOMPARE(entries(dir.path()), QStringList{u"new.json"_s});
    const mode_t mask = ::umask(0);
    ::umask(mask);
    QCOMPARE(permissionsOf(path), mode_t(0666 & ~mask));
}

void TestSafeFileWriter::replacingKeepsPermissionsAndOwner_data()
{
    QTest::addColumn<int>("mode");
    QTest::addColumn<bool>("givenToNobody");
    QTest::newRow("0600") << 0600 << false;
    QTest::newRow("0640") << 0640 << false;
    QTest::newRow("0644") << 0644 << false;
    QTest::newRow("0666") << 0666 << false;
    // Only root may write these: the owner has no write bit, the group has. QSaveFile turns them into 0660.
    if (::geteuid() == 0) {
        QTest::newRow("0460 as root") << 0460 << false;
        QTest::newRow("0060 as root") << 0060 << false;
        QTest::newRow("another user's 0644 file, as root") << 0644 << true;
    }
}

void TestSafeFileWriter::replacingKeepsPermissionsAndOwner()
{
    QFETCH(int, mode);
    QFETCH(bool, givenToNobody);
    QTemporaryDir dir;
    const QString path = dir.filePath(u"report.csv"_s);
    QVERIFY(writeFile(path, OldBytes));
    QVERIFY(setMode(path, mode_t(mode)));
    if (givenToNobody)
        QVERIFY(setOwner(path, Nobody, Nobody));

    const Expected<void> result = SafeFileWriter::write(path, newBytes(5000));
    QVERIFY2(bool(result), qPrintable(result.error()));
    QCOMPARE(readFile(path), newBytes(5000));
    QCOMPARE(permissionsOf(path), mode_t(mode));
    if (givenToNobody) {
        QCOMPARE(QFileInfo(path).ownerId(), uint(Nobody));
        QCOMPARE(QFileInfo(path).groupId(), uint(Nobody));
    }
    QCOMPARE(entries(dir.path()), QStringList{u"report.csv"_s});
}

void TestSafeFileWriter::fileSizeLimit_data()
{
    // Below 16 KiB Qt 6.4's QSaveFile buffers everything and commit() ignores the failed flush (reliability.md #1);
    // Qt 6.8's commit() fails instead: both must end with the old file.
    QTest::addColumn<int>("size");
    QTest::newRow("100 B") << 100;
    QTest::newRow("10 KB") << 10000;
    QTest::newRow("20 KB") << 20000;
    QTest::newRow("100 KB") << 100000;
}

void TestSafeFileWriter::fileSizeLimit()
{
    QFETCH(int, size);
    QTemporaryDir dir;
    const QString path = dir.filePath(u"report.json"_s);
    QVERIFY(writeFile(path, OldBytes));

    Expected<void> result;
    {
        const FileSizeLimit limit(rlim_t(size / 2));
        QVERIFY(limit.isSet());
        result = SafeFileWriter::write(path, newBytes(size));
    }
    QVERIFY(!bool(result));
    QVERIFY2(result.error().contains(u"too large"_s), qPrintable(result.error()));
    QCOMPARE(readFile(path), OldBytes);
    QCOMPARE(entries(dir.path()), QStringList{u"report.json"_s});
}

void TestSafeFileWriter::fileSizeLimitForEachReportFormat_data()
{
    QTest::addColumn<QString>("name");
    QTest::newRow("pdf") << u"report.pdf"_s;
    QTest::newRow("html") << u"report.html"_s;
    QTest::newRow("csv") << u"report.csv"_s;
    QTest::newRow("json") << u"report.json"_s;
}

// reliability.md #1 as the CLI hit it: a good report, then a new one over it under `ulimit -f`.
void TestSafeFileWriter::fileSizeLimitForEachReportFormat()
{
    QFETCH(QString, name);
    QTemporaryDir dir;
    const QString path = dir.filePath(name);
    QString error;
    QVERIFY2(saveReport(namedReport(u"GOOD"_s), path, &error), qPrintable(error));
    const QByteArray good = readFile(path);
    constexpr rlim_t limit = 512;
    QVERIFY2(good.size() > 2 * qsizetype(limit),
             "a report must be larger than the limit for this test to mean anything");

    bool saved = true;
    {
        const FileSizeLimit limited(limit);
        QVERIFY(limited.isSet());
        saved = saveReport(namedReport(u"NEW"_s), path, &error);
    }
    QVERIFY(!saved);
    QVERIFY2(error.startsWith(reportPrefix(path)), qPrintable(error));
    QVERIFY2(error.contains(u"too large"_s), qPrintable(error));
    QCOMPARE(readFile(path), good);
    QCOMPARE(entries(dir.path()), QStringList{name});
}

void TestSafeFileWriter::fullDisk_data()
{
    // name: the file saved; size: bytes given to SafeFileWriter, or 0 to save a report through ReportFile.
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("size");
    QTest::newRow("100 B") << u"report.json"_s << 100;
    QTest::newRow("10 KB") << u"report.json"_s << 10000;
    QTest::newRow("20 KB") << u"report.json"_s << 20000;
    QTest::newRow("100 KB") << u"report.json"_s << 100000;
    QTest::newRow("report pdf") << u"report.pdf"_s << 0;
    QTest::newRow("report html") << u"report.html"_s << 0;
    QTest::newRow("report csv") << u"report.csv"_s << 0;
    QTest::newRow("report json") << u"report.json"_s << 0;
}

// A real full file system: a tmpfs mounted in a child's private mount namespace, filled to the last block.
void TestSafeFileWriter::fullDisk()
{
    QFETCH(QString, name);
    QFETCH(int, size);
    QTemporaryDir dir;
    const QString path = dir.filePath(name);

    const ChildOutcome outcome = runInChild([&]() -> QVariantMap {
        if (const QString problem = mountSmallTmpfs(dir.path(), 1024); !problem.isEmpty())
            return {{u"skip"_s, u"cannot mount a tmpfs here (%1)"_s.arg(problem)}};
        QString error;
        bool oldSaved = false;
        if (size > 0)
            oldSaved = writeFile(path, OldBytes);
        else
            oldSaved = saveReport(namedReport(u"GOOD"_s), path, &error);
        const QByteArray old = readFile(path);
        if (!oldSaved || old.isEmpty() || !fillUp(dir.path()))
            return {{u"setup"_s, u"could not write the old file or fill the disk: "_s + error}};
        bool saved = false;
        if (size > 0) {
            const Expected<void> result = SafeFileWriter::write(path, newBytes(size));
            saved = bool(result);
            error = result.error();
        } else {
            saved = saveReport(namedReport(u"NEW"_s), path, &error);
        }
        return {{u"saved"_s, saved},
                {u"error"_s, error},
                {u"intact"_s, readFile(path) == old},
                {u"entries"_s, entries(dir.path())}};
    });
    QVERIFY2(outcome.failure.isEmpty(), qPrintable(outcome.failure));
    if (!outcome.skip.isEmpty())
        QSKIP(qPrintable(outcome.skip));
    QVERIFY2(!outcome.result.contains(u"setup"_s), qPrintable(outcome.result.value(u"setup"_s).toString()));
    const QString error = outcome.result.value(u"error"_s).toString();
    QVERIFY(!outcome.result.value(u"saved"_s).toBool());
    if (size == 0)
        QVERIFY2(error.startsWith(reportPrefix(path)), qPrintable(error));
    QVERIFY2(error.contains(u"no space left on device"_s), qPrintable(error));
    QVERIFY(outcome.result.value(u"intact"_s).toBool());
    QCOMPARE(outcome.result.value(u"entries"_s).toStringList(), (QStringList{u"filler"_s, name}));
}

void TestSafeFileWriter::refusesSpecialFiles_data()
{
    // The special thing is "<thing>.json" in the test folder (or an absolute path); the save goes to the thing
    // itself or to "target.json", a symbolic link to it.
    QTest::addColumn<QString>("thing");
    QTest::addColumn<bool>("throughLink");
    QTest::addColumn<QString>("reason");
    QTest::newRow("named pipe") << u"fifo"_s << false << u"it is a named pipe (FIFO), not a regular file"_s;
    QTest::newRow("link to a named pipe")
        << u"fifo"_s << true << u", which is a named pipe (FIFO), not a regular file"_s;
    QTest::newRow("socket") << u"socket"_s << false << u"it is a socket, not a regular file"_s;
    QTest::newRow("folder") << u"folder"_s << false << u"it is a folder"_s;
    QTest::newRow("link to a folder") << u"folder"_s << true << u", which is a folder, not a regular file"_s;
    QTest::newRow("link to /dev/null") << u"/dev/null"_s << true
                                       << u"it is a symbolic link to /dev/null, which is a character device"_s;
    // A device node of our own, so that the check that fails without the fix cannot replace the real /dev/null.
    if (::geteuid() == 0) {
        QTest::newRow("device node, as root") << u"device"_s << false << u"it is a character device"_s;
        QTest::newRow("link to a device node, as root") << u"device"_s << true << u", which is a character device"_s;
    }
}

// reliability.md #2: a named pipe or a link to a device must stay what it is, through SafeFileWriter and through
// ReportFile::save alike.
void TestSafeFileWriter::refusesSpecialFiles()
{
    QFETCH(QString, thing);
    QFETCH(bool, throughLink);
    QFETCH(QString, reason);
    QTemporaryDir dir;
    const QString thingPath = thing.startsWith(u'/') ? thing : dir.filePath(thing + u".json"_s);
    const QString target = throughLink ? dir.filePath(u"target.json"_s) : thingPath;
    const QByteArray native = QFile::encodeName(thingPath);
    if (thing == u"fifo"_s) {
        QCOMPARE(::mkfifo(native.constData(), 0644), 0);
    } else if (thing == u"socket"_s) {
        const int fd = ::socket(AF_UNIX, SOCK_STREAM, 0);
        QVERIFY(fd >= 0);
        sockaddr_un address = {};
        address.sun_family = AF_UNIX;
        QVERIFY(size_t(native.size()) < sizeof address.sun_path);
        std::copy(native.begin(), native.end(), address.sun_path);
        const bool bound = ::bind(fd, reinterpret_cast<const sockaddr *>(&address), sizeof address) == 0;
        ::close(fd);
        QVERIFY(bound);
    } else if (thing == u"folder"_s) {
        QVERIFY(QDir(thingPath).mkpath(u"inside"_s));
    } else if (thing == u"device"_s) {
        if (::mknod(native.constData(), S_IFCHR | 0666, makedev(1, 3)) != 0)
            QSKIP(qPrintable(systemError(u"mknod (a container may forbid it)"_s)));
    }
    if (throughLink)
        QVERIFY(symlinkTo(thingPath, target));
    const QStringList before = entries(dir.path());
    const mode_t thingType = typeOf(thingPath);
    struct stat devNull = {};
    QCOMPARE(::stat("/dev/null", &devNull), 0);

    const Expected<void> result = SafeFileWriter::write(target, newBytes(100));
    QString reportError;
    const bool reportSaved = saveReport(namedReport(u"NEW"_s), target, &reportError);

    QVERIFY(!bool(result));
    QVERIFY2(result.error().contains(reason), qPrintable(result.error()));
    QVERIFY(!reportSaved);
    QVERIFY2(reportError.startsWith(reportPrefix(target)), qPrintable(reportError));
    QVERIFY2(reportError.contains(reason), qPrintable(reportError));
    QCOMPARE(typeOf(thingPath), thingType);
    if (throughLink)
        QCOMPARE(typeOf(target), mode_t(S_IFLNK));
    QCOMPARE(entries(dir.path()), before);
    struct stat devNullAfter = {};
    QCOMPARE(::stat("/dev/null", &devNullAfter), 0);
    QVERIFY(S_ISCHR(devNullAfter.st_mode));
    QCOMPARE(devNullAfter.st_rdev, devNull.st_rdev);
    QCOMPARE(devNullAfter.st_ino, devNull.st_ino);
}

void TestSafeFileWriter::writesThroughSymbolicLinks_data()
{
    // link.json points at linkText (a chain through mid.json when chained); the bytes must land in real.
    QTest::addColumn<QString>("linkText");
    QTest::addColumn<bool>("chained");
    QTest::addColumn<QString>("real");
    QTest::addColumn<bool>("realExists");
    QTest::newRow("relative link") << u"real.json"_s << false << u"real.json"_s << true;
    QTest::newRow("absolute link") << u"ABS/real.json"_s << false << u"real.json"_s << true;
    QTest::newRow("link into a subfolder") << u"sub/real.json"_s << false << u"sub/real.json"_s << true;
    QTest::newRow("chain of two links") << u"real.json"_s << true << u"real.json"_s << true;
    QTest::newRow("link to a file not made yet") << u"sub/real.json"_s << false << u"sub/real.json"_s << false;
}

void TestSafeFileWriter::writesThroughSymbolicLinks()
{
    QFETCH(QString, linkText);
    QFETCH(bool, chained);
    QFETCH(QString, real);
    QFETCH(bool, realExists);
    QTemporaryDir dir;
    linkText.replace(u"ABS"_s, dir.path());
    QVERIFY(QDir(dir.path()).mkdir(u"sub"_s));
    const QString realPath = dir.filePath(real);
    if (realExists) {
        QVERIFY(writeFile(realPath, OldBytes));
        QVERIFY(setMode(realPath, 0640));
    }
    const QString linkPath = dir.filePath(u"link.json"_s);
    if (chained) {
        QVERIFY(symlinkTo(linkText, dir.filePath(u"mid.json"_s)));
        QVERIFY(symlinkTo(u"mid.json"_s, linkPath));
    } else {
        QVERIFY(symlinkTo(linkText, linkPath));
    }
    const QStringList before = entries(dir.path());
    const QStringList beforeSub = entries(dir.filePath(u"sub"_s));

    const Expected<void> result = SafeFileWriter::write(linkPath, newBytes(3000));
    QVERIFY2(bool(result), qPrintable(result.error()));
    QCOMPARE(readFile(realPath), newBytes(3000));
    QCOMPARE(typeOf(linkPath), mode_t(S_IFLNK));
    QCOMPARE(QFile::symLinkTarget(linkPath),
             chained ? dir.filePath(u"mid.json"_s) : QFileInfo(QDir(dir.path()), linkText).absoluteFilePath());
    if (realExists) {
        QCOMPARE(permissionsOf(realPath), mode_t(0640));
        QCOMPARE(entries(dir.path()), before);
        QCOMPARE(entries(dir.filePath(u"sub"_s)), beforeSub);
    } else {
        QCOMPARE(entries(dir.filePath(u"sub"_s)), QStringList{u"real.json"_s});
    }
}

void TestSafeFileWriter::refusesReadOnlyFile_data()
{
    QTest::addColumn<int>("mode");
    QTest::addColumn<bool>("throughLink");
    QTest::newRow("0444") << 0444 << false;
    QTest::newRow("0400") << 0400 << false;
    QTest::newRow("0444 through a link") << 0444 << true;
}

// Root could replace these, and QSaveFile would bring them back 0644; the user made them read-only on purpose.
void TestSafeFileWriter::refusesReadOnlyFile()
{
    QFETCH(int, mode);
    QFETCH(bool, throughLink);
    QTemporaryDir dir;
    const QString realPath = dir.filePath(u"report.json"_s);
    QVERIFY(writeFile(realPath, OldBytes));
    QVERIFY(setMode(realPath, mode_t(mode)));
    const QString target = throughLink ? dir.filePath(u"link.json"_s) : realPath;
    if (throughLink)
        QVERIFY(symlinkTo(realPath, target));
    const QStringList before = entries(dir.path());

    const Expected<void> result = SafeFileWriter::write(target, newBytes(100));
    QVERIFY(!bool(result));
    QVERIFY2(result.error().contains(u"read-only"_s), qPrintable(result.error()));
    if (throughLink)
        QVERIFY2(result.error().contains(realPath), qPrintable(result.error()));
    QCOMPARE(readFile(realPath), OldBytes);
    QCOMPARE(permissionsOf(realPath), mode_t(mode));
    QCOMPARE(entries(dir.path()), before);
}

void TestSafeFileWriter::refusesBadPaths_data()
{
    // Paths relative to a folder holding "existing.json" (old bytes); a "loop" link pair is there too.
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("reason");
    QTest::newRow("missing folder") << u"missing/report.json"_s << u"the folder DIR/missing does not exist"_s;
    QTest::newRow("missing nested folder") << u"a/b/existing.json"_s << u"the folder DIR/a/b does not exist"_s;
    QTest::newRow("a file as folder") << u"existing.json/report.json"_s << u"DIR/existing.json is not a folder"_s;
    QTest::newRow("empty path") << QString() << u"no file name was given"_s;
    QTest::newRow("link loop") << u"loop1.json"_s << u"too many levels of symbolic links"_s;
    QTest::newRow("name too long") << QString(300, u'n') + u".json"_s << u"the file name is too long"_s;
}

void TestSafeFileWriter::refusesBadPaths()
{
    QFETCH(QString, path);
    QFETCH(QString, reason);
    QTemporaryDir dir;
    QVERIFY(writeFile(dir.filePath(u"existing.json"_s), OldBytes));
    QVERIFY(symlinkTo(u"loop2.json"_s, dir.filePath(u"loop1.json"_s)));
    QVERIFY(symlinkTo(u"loop1.json"_s, dir.filePath(u"loop2.json"_s)));
    const QStringList before = entries(dir.path());

    const Expected<void> checked = SafeFileWriter::check(path.isEmpty() ? path : dir.filePath(path));
    const Expected<void> result = SafeFileWriter::write(path.isEmpty() ? path : dir.filePath(path), "new");
    reason.replace(u"DIR"_s, dir.path());
    QVERIFY(!bool(checked));
    QCOMPARE(checked.error(), result.error());
    QVERIFY(!bool(result));
    QVERIFY2(result.error().contains(reason), qPrintable(result.error()));
    QCOMPARE(readFile(dir.filePath(u"existing.json"_s)), OldBytes);
    QCOMPARE(entries(dir.path()), before);
}

void TestSafeFileWriter::permissionDenied_data()
{
    // box/ holds report.json (old bytes); the writer owns box/ and, unless said otherwise, report.json.
    QTest::addColumn<QString>("target");
    QTest::addColumn<int>("boxMode");
    QTest::addColumn<bool>("fileOfRoot");
    QTest::addColumn<QString>("reason");
    QTest::newRow("read-only folder, existing file")
        << u"box/report.json"_s << 0555 << false
        << u"no new file can be made in the folder DIR/box: permission denied"_s;
    QTest::newRow("read-only folder, new file")
        << u"box/new.json"_s << 0555 << false << u"no new file can be made in the folder DIR/box: permission denied"_s;
    QTest::newRow("another user's file") << u"box/report.json"_s << 0755 << true << u"permission denied"_s;
}

// Root passes these checks, so as root the save runs in a child that has become nobody.
void TestSafeFileWriter::permissionDenied()
{
    QFETCH(QString, target);
    QFETCH(int, boxMode);
    QFETCH(bool, fileOfRoot);
    QFETCH(QString, reason);
    const bool root = ::geteuid() == 0;
    if (fileOfRoot && !root)
        QSKIP("only root can give the writer a file it does not own");
    QTemporaryDir dir;
    QVERIFY(setMode(dir.path(), 0755));
    const QString box = dir.filePath(u"box"_s);
    const QString existing = dir.filePath(u"box/report.json"_s);
    QVERIFY(QDir(dir.path()).mkdir(u"box"_s));
    QVERIFY(writeFile(existing, OldBytes));
    QVERIFY(setMode(existing, 0644));
    if (root) {
        QVERIFY(setOwner(box, Nobody, Nobody));
        if (!fileOfRoot)
            QVERIFY(setOwner(existing, Nobody, Nobody));
    }
    QVERIFY(setMode(box, mode_t(boxMode)));
    const QString path = dir.filePath(target);
    const auto save = [&]() -> QVariantMap {
        if (root) {
            if (const QString problem = becomeNobody(); !problem.isEmpty())
                return {{u"skip"_s, problem}};
        }
        const Expected<void> result = SafeFileWriter::write(path, newBytes(100));
        return {{u"saved"_s, bool(result)}, {u"error"_s, result.error()}};
    };
    QVariantMap result;
    if (root) {
        const ChildOutcome outcome = runInChild(save);
        QVERIFY2(outcome.failure.isEmpty(), qPrintable(outcome.failure));
        if (!outcome.skip.isEmpty())
            QSKIP(qPrintable(outcome.skip));
        result = outcome.result;
    } else {
        result = save();
    }
    QVERIFY(setMode(box, 0755));

    reason.replace(u"DIR"_s, dir.path());
    QVERIFY(!result.value(u"saved"_s).toBool());
    QVERIFY2(result.value(u"error"_s).toString().contains(reason), qPrintable(result.value(u"error"_s).toString()));
    QCOMPARE(readFile(existing), OldBytes);
    QCOMPARE(entries(box), QStringList{u"report.json"_s});
}

void TestSafeFileWriter::refusesProtectedFile_data()
{
    // The protected file is bank.json; the save goes to target.
    QTest::addColumn<QString>("target");
    QTest::addColumn<bool>("refused");
    QTest::newRow("same path") << u"bank.json"_s << true;
    QTest::newRow("same path spelled differently") << u"sub/../bank.json"_s << true;
    QTest::newRow("symbolic link to it") << u"link.json"_s << true;
    QTest::newRow("hard link to it") << u"hard.json"_s << true;
    QTest::newRow("another file") << u"other.json"_s << false;
    QTest::newRow("a file not made yet") << u"new.json"_s << false;
}

void TestSafeFileWriter::refusesProtectedFile()
{
    QFETCH(QString, target);
    QFETCH(bool, refused);
    QTemporaryDir dir;
    const QString bank = dir.filePath(u"bank.json"_s);
    QVERIFY(writeFile(bank, OldBytes));
    QVERIFY(writeFile(dir.filePath(u"other.json"_s), OldBytes));
    QVERIFY(QDir(dir.path()).mkdir(u"sub"_s));
    QVERIFY(symlinkTo(u"bank.json"_s, dir.filePath(u"link.json"_s)));
    QCOMPARE(::link(QFile::encodeName(bank).constData(), QFile::encodeName(dir.filePath(u"hard.json"_s)).constData()),
             0);

    const Expected<void> result
        = SafeFileWriter::write(dir.filePath(target), newBytes(100), {{u"/nonexistent/bank.json"_s, bank}, {}});
    QCOMPARE(bool(result), !refused);
    QCOMPARE(readFile(bank), OldBytes);
    if (refused) {
        QVERIFY2(result.error().contains(u"it is the same file as %1, which must not be overwritten"_s.arg(bank)),
                 qPrintable(result.error()));
    } else {
        QVERIFY2(result.error().isEmpty(), qPrintable(result.error()));
        QCOMPARE(readFile(dir.filePath(target)), newBytes(100));
    }
}

// reliability-3 F6: nothing is written inside the learner's data folder (data/), where an output could replace the
// database or its -wal and -shm, however the path is spelled.
void TestSafeFileWriter::refusesProtectedFolder_data()
{
    QTest::addColumn<QString>("target");
    QTest::addColumn<bool>("refused");
    QTest::newRow("the database itself") << u"data/learner.sqlite"_s << true;
    QTest::newRow("its -wal, not made yet") << u"data/learner.sqlite-wal"_s << true;
    QTest::newRow("a subfolder") << u"data/sub/export.json"_s << true;
    QTest::newRow("spelled with ..") << u"elsewhere/../data/export.json"_s << true;
    QTest::newRow("through a linked folder") << u"alias/export.json"_s << true;
    QTest::newRow("through a linked file") << u"link.json"_s << true;
    QTest::newRow("beside the folder") << u"export.json"_s << false;
    QTest::newRow("a folder named alike") << u"data-copy/export.json"_s << false;
}

void TestSafeFileWriter::refusesProtectedFolder()
{
    QFETCH(QString, target);
    QFETCH(bool, refused);
    QTemporaryDir dir;
    const QDir root(dir.path());
    for (const QString &folder : {u"data/sub"_s, u"elsewhere"_s, u"data-copy"_s})
        QVERIFY(root.mkpath(folder));
    QVERIFY(writeFile(root.filePath(u"data/learner.sqlite"_s), OldBytes));
    QVERIFY(symlinkTo(u"data"_s, root.filePath(u"alias"_s)));
    QVERIFY(symlinkTo(u"data/learner.sqlite"_s, root.filePath(u"link.json"_s)));

    SafeFileWriter::Options options;
    options.protectedFolders = {root.filePath(u"data"_s)};
    const Expected<void> result = SafeFileWriter::write(root.filePath(target), newBytes(100), options);
    QCOMPARE(bool(result), !refused);
    QCOMPARE(readFile(root.filePath(u"data/learner.sqlite"_s)), OldBytes);
    if (refused) {
        QVERIFY2(result.error().contains(u"the folder where the app keeps the learner's data"_s),
                 qPrintable(result.error()));
        QVERIFY(!QFileInfo::exists(root.filePath(u"data/sub/export.json"_s)));
    } else {
        QVERIFY2(result.error().isEmpty(), qPrintable(result.error()));
    }
}

// reliability.md #11: `report --quiz b.json -o b.json` replaced the teacher's bank.
void TestSafeFileWriter::reportRefusesTheBank()
{
    QTemporaryDir dir;
    const QString bank = dir.filePath(u"bank.json"_s);
    QVERIFY(QFile::copy(testBankPath(), bank));
    const QByteArray bankBytes = readFile(bank);
    QString error;
    QVERIFY(!saveReport(report(loadBank(bank), partialAnswers(), u"en"_s), bank, &error, {bank}));
    QVERIFY2(error.startsWith(reportPrefix(bank)), qPrintable(error));
    QVERIFY2(error.contains(u"same file as"_s), qPrintable(error));
    QCOMPARE(readFile(bank), bankBytes);
}

QTEST_GUILESS_MAIN(TestSafeFileWriter)
#include "tst_safefilewriter.moc"
