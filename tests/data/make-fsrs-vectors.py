#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
# SPDX-License-Identifier: MIT
"""Writes fsrs-vectors.json: review sequences scheduled by the reference FSRS implementation, which
tst_fsrs replays against FsrsScheduler. Needs py-fsrs at the pinned commit on PYTHONPATH:
    git clone https://github.com/open-spaced-repetition/py-fsrs && git -C py-fsrs checkout 3abe686e9c05
    PYTHONPATH=py-fsrs python3 tests/data/make-fsrs-vectors.py > tests/data/fsrs-vectors.json
The tests do not need Python; the output is committed."""
import json
import random
from datetime import datetime, timedelta, timezone

from fsrs.card import Card
from fsrs.rating import Rating
from fsrs.scheduler import Scheduler

START = datetime(2026, 1, 5, 9, 0, 0, tzinfo=timezone.utc)


def iso(moment):
    return moment.strftime("%Y-%m-%dT%H:%M:%S.") + f"{moment.microsecond // 1000:03d}Z"


def sequence(name, retention, reviews):
    """reviews: (rating, seconds after the card's due time; may be negative: early)."""
    scheduler = Scheduler(desired_retention=retention, enable_fuzzing=False)
    card = Card(card_id=1, due=START)
    steps = []
    for rating, offset in reviews:
        when = card.due + timedelta(seconds=offset)
        before = scheduler.get_card_retrievability(card, when)
        card, _ = scheduler.review_card(card, Rating(rating), when)
        steps.append({"rating": rating, "at": iso(when), "retrievability_before": before,
                      "state": int(card.state), "step": card.step or 0, "stability": card.stability,
                      "difficulty": card.difficulty, "due": iso(card.due)})
    return {"name": name, "desired_retention": retention, "start": iso(START), "reviews": steps}


def main():
    rng = random.Random(20261203)
    sequences = [
        sequence("all good, on time", 0.9, [(3, 0)] * 8),
        sequence("lapse and relearn", 0.9, [(3, 0), (3, 0), (3, 0), (1, 0), (3, 0), (3, 0), (1, 0), (1, 0), (3, 0)]),
        sequence("hard and easy", 0.9, [(2, 0), (2, 0), (3, 0), (4, 0), (2, 0), (4, 0), (2, 0)]),
        sequence("late and early", 0.9,
                 [(3, 0), (3, 0), (3, 86400 * 30), (3, -86400), (2, 86400 * 200), (1, 3600), (3, -300), (3, 0)]),
        sequence("retention 0.8", 0.8, [(3, 0)] * 5 + [(1, 0), (3, 0), (3, 0)]),
        sequence("retention 0.95", 0.95, [(3, 0)] * 5 + [(1, 0), (3, 0), (3, 0)]),
        sequence("random", 0.9, [(rng.choice([1, 2, 3, 3, 3, 4]), rng.randint(-3600, 86400 * 10))
                                 for _ in range(40)]),
    ]
    print(json.dumps({"source": "py-fsrs 6.3.1, commit 3abe686e9c058d3f3c00bbeb92e68b71211b2b31, "
                                "Scheduler(desired_retention, enable_fuzzing=False)",
                      "sequences": sequences}, indent=1))


main()
