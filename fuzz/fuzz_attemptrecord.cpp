// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

// libFuzzer target: an attempt record (current-attempt.json, history/<id>.json) read from any bytes. A record that
// reads must have an id that is safe as a file name, and must read back the same after being written.
#include "core/io/jsonsource.h"
#include "core/session/attemptrecord.h"

#include <QJsonDocument>

#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const Expected<QJsonObject> json = JsonSource::parse(bytes, QStringLiteral("fuzz"));
    if (!json)
        return 0;
    const Expected<AttemptRecord> record = AttemptRecord::fromJson(*json, QStringLiteral("fuzz"));
    if (!record)
        return 0;
    if (!AttemptRecord::isValidId(record->id) || record->id.size() != 36 || record->id.contains(u'/'))
        std::abort();
    const Expected<AttemptRecord> again = AttemptRecord::fromJson(record->toJson(), QStringLiteral("fuzz"));
    if (!again || QJsonDocument(again->toJson()) != QJsonDocument(record->toJson()))
        std::abort();
    return 0;
}
