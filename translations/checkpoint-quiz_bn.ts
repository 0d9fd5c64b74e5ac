<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="bn_BD">
<context>
    <name>AboutBox</name>
    <message>
        <location filename="../ui/aboutbox.cpp" line="22"/>
        <source>Checkpoint Quiz %1

Learn gradient (activation) checkpointing: answer the quiz and watch activation memory and recompute cost change as you move the checkpoints.</source>
        <translation>Checkpoint Quiz %1

গ্রেডিয়েন্ট (অ্যাক্টিভেশন) চেকপয়েন্টিং শিখুন: কুইজের উত্তর দিন এবং চেকপয়েন্ট সরানোর সঙ্গে সঙ্গে অ্যাক্টিভেশন মেমরি ও পুনর্গণনার খরচ কীভাবে বদলায় তা দেখুন।</translation>
    </message>
    <message>
        <location filename="../ui/aboutbox.cpp" line="26"/>
        <source>Copyright © 2026 Checkpoint Quiz contributors. The program&apos;s own code is under the MIT licence (MIT); because it uses Qt Charts, the program as a whole is distributed under the GPL 3 (GPL-3.0-only).</source>
        <translation>কপিরাইট © ২০২৬ Checkpoint Quiz-এর অবদানকারীরা। প্রোগ্রামের নিজস্ব কোড MIT লাইসেন্সের (MIT) অধীন; এটি Qt Charts ব্যবহার করে বলে পুরো প্রোগ্রামটি GPL 3 (GPL-3.0-only)-এর শর্তে বিতরণ করা হয়।</translation>
    </message>
    <message>
        <location filename="../ui/aboutbox.cpp" line="28"/>
        <source>Libraries used:</source>
        <translation>ব্যবহৃত লাইব্রেরি:</translation>
    </message>
    <message>
        <location filename="../ui/aboutbox.cpp" line="35"/>
        <source>About Checkpoint Quiz</source>
        <translation>Checkpoint Quiz সম্পর্কে</translation>
    </message>
    <message>
        <location filename="../ui/aboutbox.cpp" line="40"/>
        <source>OK</source>
        <translation>ঠিক আছে</translation>
    </message>
</context>
<context>
    <name>ActivationStateStyle</name>
    <message>
        <location filename="../ui/activationstatestyle.h" line="80"/>
        <source>checkpoints</source>
        <extracomment>Legend of the playback strip, followed by the count: &quot;checkpoints 10&quot;.</extracomment>
        <translation>চেকপয়েন্ট</translation>
    </message>
    <message>
        <location filename="../ui/activationstatestyle.h" line="82"/>
        <source>saved</source>
        <translation>সংরক্ষিত</translation>
    </message>
    <message>
        <location filename="../ui/activationstatestyle.h" line="84"/>
        <source>recomputed</source>
        <translation>পুনর্গণিত</translation>
    </message>
    <message>
        <location filename="../ui/activationstatestyle.h" line="86"/>
        <source>freed</source>
        <translation>মুক্ত</translation>
    </message>
    <message>
        <location filename="../ui/activationstatestyle.h" line="88"/>
        <source>dropped</source>
        <translation>বাদ দেওয়া</translation>
    </message>
    <message>
        <location filename="../ui/activationstatestyle.h" line="92"/>
        <source>not yet computed</source>
        <translation>এখনো গণনা হয়নি</translation>
    </message>
    <message>
        <location filename="../ui/activationstatestyle.h" line="99"/>
        <source>Held as a checkpoint: the backward pass restarts from it</source>
        <translation>চেকপয়েন্ট হিসেবে রাখা: ব্যাকপ্রোপাগেশনের সময় পুনর্গণনা এখান থেকে শুরু হয়</translation>
    </message>
    <message>
        <location filename="../ui/activationstatestyle.h" line="101"/>
        <source>Held since the forward pass for its layer&apos;s backward</source>
        <translation>নিজের লেয়ারের ব্যাকপ্রোপাগেশনের জন্য ফরওয়ার্ড পাস থেকেই রাখা</translation>
    </message>
    <message>
        <location filename="../ui/activationstatestyle.h" line="103"/>
        <source>Recomputed during the backward pass and held for its layer&apos;s backward</source>
        <translation>ব্যাকপ্রোপাগেশনের সময় পুনর্গণনা করা, নিজের লেয়ারের ব্যাকপ্রোপাগেশনের জন্য রাখা</translation>
    </message>
    <message>
        <location filename="../ui/activationstatestyle.h" line="105"/>
        <source>Its layer&apos;s backward is done; the memory is freed</source>
        <translation>এর লেয়ারের ব্যাকপ্রোপাগেশন শেষ; মেমরি মুক্ত করা হয়েছে</translation>
    </message>
    <message>
        <location filename="../ui/activationstatestyle.h" line="107"/>
        <source>Computed but not held: it will be recomputed</source>
        <translation>গণনা করা হয়েছে কিন্তু রাখা হয়নি: পরে পুনর্গণনা করা হবে</translation>
    </message>
    <message>
        <location filename="../ui/activationstatestyle.h" line="111"/>
        <source>Its layer has not run yet</source>
        <translation>এর লেয়ার এখনো চলেনি</translation>
    </message>
</context>
<context>
    <name>ActivationTimelineChart</name>
    <message>
        <location filename="../ui/activationtimelinechart.cpp" line="69"/>
        <source>Activation memory over one training step</source>
        <translation>একটি ট্রেনিং ধাপে অ্যাক্টিভেশন মেমরি</translation>
    </message>
    <message>
        <location filename="../ui/activationtimelinechart.cpp" line="70"/>
        <source>This setting</source>
        <translation>এই সেটিং</translation>
    </message>
    <message>
        <location filename="../ui/activationtimelinechart.cpp" line="71"/>
        <source>Store all</source>
        <translation>সব সংরক্ষণ</translation>
    </message>
    <message>
        <location filename="../ui/activationtimelinechart.cpp" line="72"/>
        <source>Compute (% of a step without recomputation)</source>
        <translation>গণনা (পুনর্গণনা ছাড়া একটি ধাপের %)</translation>
    </message>
    <message>
        <location filename="../ui/activationtimelinechart.cpp" line="73"/>
        <source>GiB per GPU</source>
        <translation>প্রতি GPU-তে GiB</translation>
    </message>
</context>
<context>
    <name>AppIdentity</name>
    <message>
        <location filename="../app/core/session/appidentity.cpp" line="52"/>
        <source>%1 could not be moved to %2; it stays where it is, and this run starts without it.</source>
        <translation>%1-কে %2-এ সরানো যায়নি; এটি যেখানে আছে সেখানেই থাকবে, আর এবার অ্যাপটি এটি ছাড়াই চালু হবে।</translation>
    </message>
</context>
<context>
    <name>Assignment</name>
    <message>
        <location filename="../app/core/quiz/assignment.cpp" line="55"/>
        <source>expected a UUID of 36 characters such as %1</source>
        <translation>%1-এর মতো ৩৬ অক্ষরের একটি UUID প্রত্যাশিত</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/assignment.cpp" line="61"/>
        <source>expected true or false, found %1</source>
        <translation>true বা false প্রত্যাশিত, পাওয়া গেছে %1</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/assignment.cpp" line="87"/>
        <source>the assignment would be %1 bytes, and quiz files are opened up to %2 bytes: make it of fewer questions</source>
        <translation>অ্যাসাইনমেন্টটি %1 বাইট হবে, অথচ কুইজ ফাইল খোলা যায় %2 বাইট পর্যন্ত: কম প্রশ্ন দিয়ে এটি তৈরি করুন</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/assignment.cpp" line="110"/>
        <source>expected &quot;%1&quot;, found &quot;%2&quot;</source>
        <translation>&quot;%1&quot; প্রত্যাশিত, পাওয়া গেছে &quot;%2&quot;</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/assignment.cpp" line="114"/>
        <source>expected version %1 (the only one this app reads); a newer app wrote this assignment</source>
        <translation>সংস্করণ %1 প্রত্যাশিত (এই অ্যাপ কেবল এটিই পড়তে পারে); এই অ্যাসাইনমেন্টটি অ্যাপের একটি নতুনতর সংস্করণে লেখা</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/assignment.cpp" line="132"/>
        <source>the bank does not match its SHA-256: the file was changed after the assignment was made; ask the teacher for a new copy</source>
        <translation>ব্যাংকটি এর SHA-256-এর সঙ্গে মেলে না: অ্যাসাইনমেন্ট তৈরির পরে ফাইলটি বদলানো হয়েছে; শিক্ষকের কাছ থেকে একটি নতুন কপি চেয়ে নিন</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/assignment.cpp" line="137"/>
        <source>expected &quot;immediate&quot; or &quot;exam&quot;, found &quot;%1&quot;</source>
        <translation>&quot;immediate&quot; বা &quot;exam&quot; প্রত্যাশিত, পাওয়া গেছে &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/assignment.cpp" line="143"/>
        <source>more than %L1 minutes</source>
        <translation>%L1 মিনিটের বেশি</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/assignment.cpp" line="146"/>
        <source>a time limit needs &quot;mode&quot;: &quot;exam&quot;</source>
        <translation>সময়সীমা দিতে হলে &quot;mode&quot;: &quot;exam&quot; লাগবে</translation>
    </message>
</context>
<context>
    <name>AssignmentDialog</name>
    <message>
        <location filename="../ui/assignmentdialog.cpp" line="31"/>
        <source>New Assignment</source>
        <translation>নতুন অ্যাসাইনমেন্ট</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/assignmentdialog.cpp" line="33"/>
        <source>%1 (%Ln question(s))</source>
        <translation>
            <numerusform>%1 (%Lnটি প্রশ্ন)</numerusform>
            <numerusform>%1 (%Lnটি প্রশ্ন)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/assignmentdialog.cpp" line="38"/>
        <source>Immediate feedback after each answer</source>
        <translation>প্রতিটি উত্তরের পরপরই ফিডব্যাক</translation>
    </message>
    <message>
        <location filename="../ui/assignmentdialog.cpp" line="38"/>
        <source>Exam: feedback after hand-in</source>
        <translation>পরীক্ষা: জমা দেওয়ার পরে ফিডব্যাক</translation>
    </message>
    <message>
        <location filename="../ui/assignmentdialog.cpp" line="43"/>
        <source>None</source>
        <translation>নেই</translation>
    </message>
    <message>
        <location filename="../ui/assignmentdialog.cpp" line="44"/>
        <source> min</source>
        <translation> মিনিট</translation>
    </message>
    <message>
        <location filename="../ui/assignmentdialog.cpp" line="45"/>
        <source>Learners may use the simulator during the exam</source>
        <translation>পরীক্ষার সময় শিক্ষার্থীরা সিমুলেটর ব্যবহার করতে পারবে</translation>
    </message>
    <message>
        <location filename="../ui/assignmentdialog.cpp" line="48"/>
        <source>Show the right answers, explanations and sources of missed questions</source>
        <translation>ভুল বা বাদ পড়া প্রশ্নের সঠিক উত্তর, ব্যাখ্যা ও সূত্র দেখানো হবে</translation>
    </message>
    <message>
        <location filename="../ui/assignmentdialog.cpp" line="51"/>
        <source>Due</source>
        <translation>জমার শেষ সময়</translation>
    </message>
    <message>
        <location filename="../ui/assignmentdialog.cpp" line="59"/>
        <source>Quiz:</source>
        <translation>কুইজ:</translation>
    </message>
    <message>
        <location filename="../ui/assignmentdialog.cpp" line="60"/>
        <source>&amp;Mode:</source>
        <translation>মোড (&amp;M):</translation>
    </message>
    <message>
        <location filename="../ui/assignmentdialog.cpp" line="61"/>
        <source>&amp;Time limit:</source>
        <translation>সময়সীমা (&amp;T):</translation>
    </message>
    <message>
        <location filename="../ui/assignmentdialog.cpp" line="65"/>
        <source>Learners open the file with File → Open Quiz… and cannot change these settings. The file is plain JSON, answer key included: when the key must stay secret, give the quiz in Moodle (File → Export Quiz As…).</source>
        <translation>শিক্ষার্থীরা ফাইলটি ফাইল → কুইজ খুলুন… দিয়ে খোলে এবং এই সেটিংস বদলাতে পারে না। ফাইলটি সাধারণ JSON, উত্তরমালাসহ: উত্তরমালা গোপন রাখতে হলে কুইজটি Moodle-এ দিন (ফাইল → কুইজ এক্সপোর্ট করুন…)।</translation>
    </message>
    <message>
        <location filename="../ui/assignmentdialog.cpp" line="72"/>
        <source>&amp;Save…</source>
        <translation>সংরক্ষণ করুন (&amp;S)…</translation>
    </message>
    <message>
        <location filename="../ui/assignmentdialog.cpp" line="120"/>
        <source>Save Assignment</source>
        <translation>অ্যাসাইনমেন্ট সংরক্ষণ</translation>
    </message>
    <message>
        <location filename="../ui/assignmentdialog.cpp" line="121"/>
        <source>Checkpoint Quiz assignments (*.%1)</source>
        <translation>Checkpoint Quiz অ্যাসাইনমেন্ট (*.%1)</translation>
    </message>
    <message>
        <location filename="../ui/assignmentdialog.cpp" line="125"/>
        <source>The assignment could not be saved to %1.</source>
        <translation>অ্যাসাইনমেন্টটি %1-এ সংরক্ষণ করা যায়নি।</translation>
    </message>
    <message>
        <location filename="../ui/assignmentdialog.cpp" line="131"/>
        <source>Assignment saved to %1. Send the file to your learners.</source>
        <translation>অ্যাসাইনমেন্ট %1-এ সংরক্ষিত হয়েছে। ফাইলটি আপনার শিক্ষার্থীদের পাঠান।</translation>
    </message>
</context>
<context>
    <name>AssignmentGuard</name>
    <message>
        <location filename="../ui/assignmentguard.cpp" line="43"/>
        <source>The assignment sets how this attempt is taken.</source>
        <translation>এই প্রচেষ্টা কীভাবে দেওয়া হবে, তা অ্যাসাইনমেন্ট ঠিক করে দিয়েছে।</translation>
    </message>
    <message>
        <location filename="../ui/assignmentguard.cpp" line="46"/>
        <source>The simulator is off during this exam, as the assignment sets. It comes back when you hand in.</source>
        <translation>অ্যাসাইনমেন্টের নিয়ম অনুযায়ী এই পরীক্ষার সময় সিমুলেটর বন্ধ থাকবে। জমা দিলে এটি আবার ফিরে আসবে।</translation>
    </message>
    <message>
        <location filename="../ui/assignmentguard.cpp" line="59"/>
        <source>immediate feedback</source>
        <translation>তাৎক্ষণিক ফিডব্যাক</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/assignmentguard.cpp" line="61"/>
        <source>exam with a %Ln-minute time limit</source>
        <translation>
            <numerusform>%Ln মিনিট সময়সীমার পরীক্ষা</numerusform>
            <numerusform>%Ln মিনিট সময়সীমার পরীক্ষা</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/assignmentguard.cpp" line="63"/>
        <source>exam without a time limit</source>
        <translation>সময়সীমা ছাড়া পরীক্ষা</translation>
    </message>
    <message>
        <location filename="../ui/assignmentguard.cpp" line="65"/>
        <source>the right answers of missed questions are not shown</source>
        <translation>ভুল বা বাদ পড়া প্রশ্নের সঠিক উত্তর দেখানো হবে না</translation>
    </message>
    <message>
        <location filename="../ui/assignmentguard.cpp" line="66"/>
        <source>Assignment: %1.</source>
        <translation>অ্যাসাইনমেন্ট: %1।</translation>
    </message>
    <message>
        <location filename="../ui/assignmentguard.cpp" line="66"/>
        <source>; </source>
        <comment>between the rules of an assignment</comment>
        <translation>; </translation>
    </message>
    <message>
        <location filename="../ui/assignmentguard.cpp" line="71"/>
        <source>It was due on %1: you can still hand it in, and your report will say it is late.</source>
        <translation>এটি জমার শেষ সময় ছিল %1: এখনো জমা দিতে পারবেন, তবে আপনার রিপোর্টে দেরিতে জমা দেওয়ার কথা লেখা থাকবে।</translation>
    </message>
    <message>
        <location filename="../ui/assignmentguard.cpp" line="72"/>
        <source>Due on %1.</source>
        <translation>জমার শেষ সময় %1।</translation>
    </message>
</context>
<context>
    <name>AttemptReview</name>
    <message>
        <location filename="../ui/attemptreview.cpp" line="62"/>
        <source>Question %1: </source>
        <translation>প্রশ্ন %1: </translation>
    </message>
    <message>
        <location filename="../ui/attemptreview.cpp" line="63"/>
        <source>Your answer: </source>
        <translation>আপনার উত্তর: </translation>
    </message>
    <message>
        <location filename="../ui/attemptreview.cpp" line="63"/>
        <source>not answered</source>
        <translation>উত্তর দেওয়া হয়নি</translation>
    </message>
    <message>
        <location filename="../ui/attemptreview.cpp" line="65"/>
        <location filename="../ui/attemptreview.cpp" line="69"/>
        <source>Right answer: </source>
        <translation>সঠিক উত্তর: </translation>
    </message>
    <message>
        <location filename="../ui/attemptreview.cpp" line="65"/>
        <source>not shown: the assignment keeps the answer key back</source>
        <translation>দেখানো হচ্ছে না: অ্যাসাইনমেন্ট উত্তরমালা গোপন রেখেছে</translation>
    </message>
    <message>
        <location filename="../ui/attemptreview.cpp" line="72"/>
        <source>Why your answer is not right: </source>
        <translation>আপনার উত্তর কেন সঠিক নয়: </translation>
    </message>
    <message>
        <location filename="../ui/attemptreview.cpp" line="74"/>
        <source>Explanation: </source>
        <translation>ব্যাখ্যা: </translation>
    </message>
    <message>
        <location filename="../ui/attemptreview.cpp" line="76"/>
        <source>In the simulator: </source>
        <translation>সিমুলেটরে: </translation>
    </message>
    <message>
        <location filename="../ui/attemptreview.cpp" line="78"/>
        <source>Source: </source>
        <translation>সূত্র: </translation>
    </message>
</context>
<context>
    <name>AttemptStore</name>
    <message>
        <location filename="../app/core/session/attemptstore.cpp" line="45"/>
        <source>the folder %1 cannot be created.</source>
        <translation>%1 ফোল্ডারটি তৈরি করা যাচ্ছে না।</translation>
    </message>
    <message>
        <location filename="../app/core/session/attemptstore.cpp" line="64"/>
        <source>another Checkpoint Quiz window (process %1) keeps its attempts in %2; this window changes nothing there.</source>
        <translation>Checkpoint Quiz-এর আরেকটি উইন্ডো (প্রসেস %1) %2-এ নিজের প্রচেষ্টাগুলো রাখছে; এই উইন্ডো সেখানে কিছুই বদলায় না।</translation>
    </message>
    <message>
        <location filename="../app/core/session/attemptstore.cpp" line="116"/>
        <source>The attempts kept as files in %1 could not all be moved into the learner&apos;s database, so some are not listed this time (the files are left as they are): %2</source>
        <translation>%1-এ ফাইল হিসেবে রাখা সব প্রচেষ্টা শিক্ষার্থীর ডেটাবেসে সরানো যায়নি, তাই এবার কয়েকটি তালিকায় নেই (ফাইলগুলো যেমন ছিল তেমনই আছে): %2</translation>
    </message>
    <message>
        <location filename="../app/core/session/attemptstore.cpp" line="176"/>
        <source>the attempt&apos;s id is not a UUID.</source>
        <translation>প্রচেষ্টাটির আইডি কোনো UUID নয়।</translation>
    </message>
    <message>
        <location filename="../app/core/session/attemptstore.cpp" line="183"/>
        <source>the attempt would take %1 bytes, more than the %2 the app reads back.</source>
        <translation>প্রচেষ্টাটির জন্য %1 বাইট লাগবে, যা অ্যাপ আবার পড়তে পারে এমন %2 বাইটের চেয়ে বেশি।</translation>
    </message>
    <message>
        <location filename="../app/core/session/attemptstore.cpp" line="211"/>
        <source>an unreadable attempt of the same id (%1) is kept in %2.</source>
        <translation>একই আইডির (%1) একটি অপাঠযোগ্য প্রচেষ্টা %2-এ রাখা আছে।</translation>
    </message>
    <message>
        <location filename="../app/core/session/attemptstore.cpp" line="264"/>
        <source>an answer row names question %1, which the attempt does not have.</source>
        <translation>একটি উত্তরের সারি প্রশ্ন %1-এর কথা বলে, যা এই প্রচেষ্টায় নেই।</translation>
    </message>
    <message>
        <location filename="../app/core/session/attemptstore.cpp" line="329"/>
        <source>%1, attempt %2</source>
        <translation>%1, প্রচেষ্টা %2</translation>
    </message>
    <message>
        <location filename="../app/core/session/attemptstore.cpp" line="332"/>
        <source>%1: its record is larger than %2 bytes, more than any attempt needs, so it was not read.</source>
        <translation>%1: এর রেকর্ড %2 বাইটের চেয়ে বড়, কোনো প্রচেষ্টার যতটা লাগে তার চেয়ে বেশি, তাই এটি পড়া হয়নি।</translation>
    </message>
    <message>
        <location filename="../app/core/session/attemptstore.cpp" line="346"/>
        <source>its quiz %1 is not in the database</source>
        <translation>এর কুইজ %1 ডেটাবেসে নেই</translation>
    </message>
    <message>
        <location filename="../app/core/session/attemptstore.cpp" line="350"/>
        <source>its quiz %1 was changed or damaged: its content does not match its digest</source>
        <translation>এর কুইজ %1 বদলানো হয়েছে বা নষ্ট হয়েছে: এর বিষয়বস্তু এর ডাইজেস্টের সঙ্গে মেলে না</translation>
    </message>
    <message>
        <location filename="../app/core/session/attemptstore.cpp" line="355"/>
        <source>%1: its record names another id, %2, so it may be a copy of another attempt.</source>
        <translation>%1: এর রেকর্ডে অন্য একটি আইডি (%2) লেখা, তাই এটি অন্য কোনো প্রচেষ্টার কপি হতে পারে।</translation>
    </message>
    <message>
        <location filename="../app/core/session/attemptstore.cpp" line="366"/>
        <source>An attempt could not be read and was set aside (it is kept in the database). %1</source>
        <translation>একটি প্রচেষ্টা পড়া যায়নি, তাই আলাদা করে রাখা হয়েছে (ডেটাবেসেই রাখা আছে)। %1</translation>
    </message>
    <message>
        <location filename="../app/core/session/attemptstore.cpp" line="368"/>
        <source>An attempt could not be read (it is left as it is). %1</source>
        <translation>একটি প্রচেষ্টা পড়া যায়নি (যেমন ছিল তেমনই রাখা হয়েছে)। %1</translation>
    </message>
    <message>
        <location filename="../app/core/session/attemptstore.cpp" line="442"/>
        <source>%1 is not the id of an attempt in the history.</source>
        <translation>%1 ইতিহাসের কোনো প্রচেষ্টার আইডি নয়।</translation>
    </message>
    <message>
        <location filename="../app/core/session/attemptstore.cpp" line="60"/>
        <source>the lock file in %1 cannot be created.</source>
        <translation>%1-এ লক ফাইল তৈরি করা যাচ্ছে না।</translation>
    </message>
</context>
<context>
    <name>BackgroundTask</name>
    <message>
        <location filename="../ui/backgroundtask.cpp" line="63"/>
        <source>Cancel</source>
        <translation>বাতিল</translation>
    </message>
</context>
<context>
    <name>BlockGraph</name>
    <message>
        <location filename="../app/core/realistic/blockgraphbuilder.cpp" line="51"/>
        <source>the activation bytes of one block exceed 64 bits</source>
        <translation>একটি ব্লকের অ্যাক্টিভেশনের বাইট-সংখ্যা ৬৪ বিটের সীমা ছাড়িয়ে যায়</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/blockgraphbuilder.cpp" line="313"/>
        <source>the tensor-parallel size (%1) must divide the kv heads (%2)</source>
        <translation>কী/ভ্যালু হেডের সংখ্যা (%2) টেনসর প্যারালেলিজমের আকার (%1) দিয়ে বিভাজ্য হতে হবে</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/blockgraphbuilder.cpp" line="316"/>
        <source>the tensor-parallel size (%1) must divide the MLP width (%2)</source>
        <translation>MLP-র প্রস্থ (%2) টেনসর প্যারালেলিজমের আকার (%1) দিয়ে বিভাজ্য হতে হবে</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/blockgraphbuilder.cpp" line="319"/>
        <source>the tensor-parallel size (%1) must divide the shared expert&apos;s width (%2)</source>
        <translation>শেয়ার্ড এক্সপার্টের প্রস্থ (%2) টেনসর প্যারালেলিজমের আকার (%1) দিয়ে বিভাজ্য হতে হবে</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/blockgraphbuilder.cpp" line="324"/>
        <source>with sequence parallelism the tensor-parallel size (%1) must divide the sequence length (%2)</source>
        <translation>সিকোয়েন্স প্যারালেলিজম চালু থাকলে সিকোয়েন্স দৈর্ঘ্য (%2) টেনসর প্যারালেলিজমের আকার (%1) দিয়ে বিভাজ্য হতে হবে</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/blockgraph.cpp" line="159"/>
        <source>the block has no op named &quot;%1&quot;</source>
        <translation>ব্লকে &quot;%1&quot; নামের কোনো অপারেশন নেই</translation>
    </message>
</context>
<context>
    <name>BlockOpsModel</name>
    <message>
        <location filename="../ui/blockopsmodel.cpp" line="43"/>
        <source>%1 bytes</source>
        <translation>%1 বাইট</translation>
    </message>
    <message>
        <location filename="../ui/blockopsmodel.cpp" line="53"/>
        <source>fused kernel</source>
        <translation>ফিউজড কার্নেল</translation>
    </message>
    <message>
        <location filename="../ui/blockopsmodel.cpp" line="60"/>
        <source>recomputed</source>
        <translation>পুনর্গণিত</translation>
    </message>
    <message>
        <location filename="../ui/blockopsmodel.cpp" line="61"/>
        <source>output saved</source>
        <translation>আউটপুট সংরক্ষিত</translation>
    </message>
    <message>
        <location filename="../ui/blockopsmodel.cpp" line="61"/>
        <source>kept</source>
        <translation>রাখা</translation>
    </message>
    <message>
        <location filename="../ui/blockopsmodel.cpp" line="97"/>
        <source>Op (checked: saved)</source>
        <translation>অপারেশন (টিক: সংরক্ষিত)</translation>
    </message>
    <message>
        <location filename="../ui/blockopsmodel.cpp" line="97"/>
        <source>Op</source>
        <translation>অপারেশন</translation>
    </message>
    <message>
        <location filename="../ui/blockopsmodel.cpp" line="99"/>
        <source>ATen op</source>
        <translation>ATen অপারেশন</translation>
    </message>
    <message>
        <location filename="../ui/blockopsmodel.cpp" line="101"/>
        <source>Saved for backward</source>
        <translation>ব্যাকপ্রোপাগেশনের জন্য সংরক্ষিত</translation>
    </message>
    <message>
        <location filename="../ui/blockopsmodel.cpp" line="103"/>
        <source>Output</source>
        <translation>আউটপুট</translation>
    </message>
    <message>
        <location filename="../ui/blockopsmodel.cpp" line="105"/>
        <source>Policy</source>
        <translation>পলিসি</translation>
    </message>
    <message>
        <location filename="../ui/blockopsmodel.cpp" line="107"/>
        <source>Forward FLOPs</source>
        <translation>ফরওয়ার্ড FLOPs</translation>
    </message>
</context>
<context>
    <name>BlockOpsPanel</name>
    <message>
        <location filename="../ui/blockopspanel.cpp" line="90"/>
        <source>No block to show for this input.</source>
        <translation>এই ইনপুটের জন্য দেখানোর মতো কোনো ব্লক নেই।</translation>
    </message>
    <message>
        <location filename="../ui/blockopspanel.cpp" line="94"/>
        <source>Op by op, as PyTorch saves them (the measured convention): one block holds %1 from its forward pass until its backward under this policy, %2 without recomputation; its input is %3.</source>
        <translation>অপারেশন ধরে ধরে, PyTorch যেভাবে সংরক্ষণ করে (পরিমাপভিত্তিক হিসাব): এই পলিসিতে একটি ব্লক ফরওয়ার্ড পাস থেকে নিজের ব্যাকপ্রোপাগেশন পর্যন্ত %1 রাখে, পুনর্গণনা ছাড়া %2; এর ইনপুট %3।</translation>
    </message>
    <message>
        <location filename="../ui/blockopspanel.cpp" line="101"/>
        <source>The figures above use the paper&apos;s Table 2 instead.</source>
        <translation>তবে ওপরের হিসাবগুলো পেপারের Table 2 ব্যবহার করে।</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/blockopspanel.cpp" line="111"/>
        <source>Copied %n line(s) of Python to the clipboard.</source>
        <translation>
            <numerusform>Python-এর %nটি লাইন ক্লিপবোর্ডে কপি করা হয়েছে।</numerusform>
            <numerusform>Python-এর %nটি লাইন ক্লিপবোর্ডে কপি করা হয়েছে।</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/blockopspanel.cpp" line="140"/>
        <source>Inside one block</source>
        <translation>একটি ব্লকের ভেতরে</translation>
    </message>
    <message>
        <location filename="../ui/blockopspanel.cpp" line="141"/>
        <source>Copy as PyTorch</source>
        <translation>PyTorch কোড হিসেবে কপি করুন</translation>
    </message>
    <message>
        <location filename="../ui/blockopspanel.cpp" line="142"/>
        <source>The code that applies this policy to a block (selective activation checkpointing needs PyTorch 2.4 or later)</source>
        <translation>যে কোড একটি ব্লকে এই পলিসি প্রয়োগ করে (সিলেক্টিভ অ্যাক্টিভেশন চেকপয়েন্টিংয়ের জন্য PyTorch 2.4 বা পরবর্তী সংস্করণ লাগে)</translation>
    </message>
    <message>
        <location filename="../ui/blockopspanel.cpp" line="144"/>
        <source>Export Measurement Script…</source>
        <translation>পরিমাপ স্ক্রিপ্ট এক্সপোর্ট করুন…</translation>
    </message>
    <message>
        <location filename="../ui/blockopspanel.cpp" line="145"/>
        <source>A Python script (PyTorch only) that runs one training step of this setup and writes what it measured as JSON</source>
        <translation>একটি Python স্ক্রিপ্ট (শুধু PyTorch লাগে), যা এই সেটআপের একটি ট্রেনিং ধাপ চালায় এবং যা মাপল তা JSON হিসেবে লেখে</translation>
    </message>
</context>
<context>
    <name>BudgetChart</name>
    <message>
        <location filename="../ui/budgetchart.cpp" line="136"/>
        <source>Uniform, every k</source>
        <translation>সমান ব্যবধান, প্রতিটি k</translation>
    </message>
    <message>
        <location filename="../ui/budgetchart.cpp" line="137"/>
        <source>PyTorch, every S</source>
        <translation>PyTorch, প্রতিটি S</translation>
    </message>
    <message>
        <location filename="../ui/budgetchart.cpp" line="138"/>
        <source>Optimal (Revolve)</source>
        <translation>সর্বোত্তম (Revolve)</translation>
    </message>
    <message>
        <location filename="../ui/budgetchart.cpp" line="139"/>
        <source>Current</source>
        <translation>বর্তমান</translation>
    </message>
    <message>
        <location filename="../ui/budgetchart.cpp" line="141"/>
        <source>Peak saved activations (log; gradients add 2–3)</source>
        <extracomment>The unit model counts saved activations only; a backward step also holds gradients and the tensor computed.</extracomment>
        <translation>সর্বোচ্চ সংরক্ষিত অ্যাক্টিভেশন (লগ স্কেল; গ্রেডিয়েন্ট ধরলে আরও ২–৩টি)</translation>
    </message>
    <message>
        <location filename="../ui/budgetchart.cpp" line="142"/>
        <source>Extra forwards (log)</source>
        <translation>অতিরিক্ত ফরওয়ার্ড (লগ)</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/budgetchart.cpp" line="181"/>
        <source>%1: %2 activations, %3 extra</source>
        <translation>
            <numerusform>%1: %2টি অ্যাক্টিভেশন, অতিরিক্ত %3</numerusform>
            <numerusform>%1: %2টি অ্যাক্টিভেশন, অতিরিক্ত %3</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/budgetchart.cpp" line="191"/>
        <source>does not fit</source>
        <translation>বাজেটে আঁটে না</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/budgetchart.cpp" line="194"/>
        <source>Memory up to %1 activations
Cheapest extra forwards:
Uniform: %2
PyTorch: %3
Optimal: %4</source>
        <translation>
            <numerusform>মেমরি %1টি অ্যাক্টিভেশন পর্যন্ত
সবচেয়ে কম অতিরিক্ত ফরওয়ার্ড:
সমান ব্যবধান: %2
PyTorch: %3
সর্বোত্তম: %4</numerusform>
            <numerusform>মেমরি %1টি অ্যাক্টিভেশন পর্যন্ত
সবচেয়ে কম অতিরিক্ত ফরওয়ার্ড:
সমান ব্যবধান: %2
PyTorch: %3
সর্বোত্তম: %4</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CheckQuizCommand</name>
    <message>
        <location filename="../app/commands/checkquizcommand.cpp" line="21"/>
        <source>Check quiz files (JSON, GIFT, Aiken, Moodle XML) and list every problem, without opening a window.</source>
        <translation>কোনো উইন্ডো না খুলে কুইজ ফাইল (JSON, GIFT, Aiken, Moodle XML) পরীক্ষা করে এবং পাওয়া প্রতিটি সমস্যার তালিকা দেয়।</translation>
    </message>
    <message>
        <location filename="../app/commands/checkquizcommand.cpp" line="36"/>
        <source>Each problem is one line, FILE:LINE:COLUMN: error|warning: message (a JSON path instead of LINE:COLUMN for JSON banks). Warnings say where Moodle would read the file differently from what you probably meant. Exit status 1 when a file has an error or cannot be read, 0 otherwise.</source>
        <translation>প্রতিটি সমস্যা এক লাইনে দেখানো হয়: FILE:LINE:COLUMN: error|warning: বার্তা (JSON কুইজ ফাইলের ক্ষেত্রে LINE:COLUMN-এর বদলে একটি JSON পাথ)। সতর্কবার্তা জানায়, Moodle ফাইলটির কোন অংশ আপনার সম্ভাব্য উদ্দেশ্য থেকে ভিন্নভাবে পড়বে। কোনো ফাইলে ত্রুটি থাকলে বা ফাইল পড়া না গেলে এক্সিট স্ট্যাটাস 1, অন্যথায় 0।</translation>
    </message>
    <message>
        <location filename="../app/commands/checkquizcommand.cpp" line="45"/>
        <source>Missing FILE: name one or more quiz files to check.</source>
        <translation>FILE নেই: পরীক্ষা করার জন্য এক বা একাধিক কুইজ ফাইলের নাম দিন।</translation>
    </message>
    <message>
        <location filename="../app/commands/checkquizcommand.cpp" line="74"/>
        <source>Files checked: %1; playable questions: %2; errors: %3; warnings: %4</source>
        <translation>পরীক্ষিত ফাইল: %1; ব্যবহারযোগ্য প্রশ্ন: %2; ত্রুটি: %3; সতর্কবার্তা: %4</translation>
    </message>
</context>
<context>
    <name>ClassCommand</name>
    <message>
        <location filename="../app/commands/classcommand.cpp" line="43"/>
        <source>Turn a class&apos;s JSON score reports into Moodle&apos;s quiz statistics, a response analysis and a gradebook.</source>
        <translation>একটি ক্লাসের JSON স্কোর রিপোর্টগুলো থেকে Moodle-এর কুইজ পরিসংখ্যান, উত্তর বিশ্লেষণ ও একটি গ্রেডবুক তৈরি করে।</translation>
    </message>
    <message>
        <location filename="../app/commands/classcommand.cpp" line="49"/>
        <source>Which attempt of a student counts: first (the default), best or last.</source>
        <translation>শিক্ষার্থীর কোন প্রচেষ্টা গণনায় নেওয়া হবে: first (প্রথমটি, ডিফল্ট), best (সেরাটি) বা last (শেষটি)।</translation>
    </message>
    <message>
        <location filename="../app/commands/classcommand.cpp" line="51"/>
        <source>The start of the quiz version (SHA-256) to show when the reports are of several versions; by default the version most reports are of.</source>
        <translation>রিপোর্টগুলো কুইজের একাধিক সংস্করণের হলে যে সংস্করণটি দেখানো হবে, তার (SHA-256) শুরুর অংশ; ডিফল্টভাবে যে সংস্করণের রিপোর্ট সবচেয়ে বেশি, সেটি।</translation>
    </message>
    <message>
        <location filename="../app/commands/classcommand.cpp" line="54"/>
        <source>A quiz file whose texts the class report shows (when its version matches the reports).</source>
        <translation>যে কুইজ ফাইলের লেখা ক্লাস রিপোর্টে দেখানো হবে (এর সংস্করণ রিপোর্টগুলোর সঙ্গে মিললে)।</translation>
    </message>
    <message>
        <location filename="../app/commands/classcommand.cpp" line="57"/>
        <source>Where to write the class report; %1 picks the format.</source>
        <translation>ক্লাস রিপোর্টটি কোথায় লেখা হবে; %1 এক্সটেনশন থেকে ফরম্যাট ঠিক হয়।</translation>
    </message>
    <message>
        <location filename="../app/commands/classcommand.cpp" line="59"/>
        <source>Also write a gradebook CSV for Moodle&apos;s grade import.</source>
        <translation>Moodle-এর গ্রেড ইমপোর্টের জন্য একটি গ্রেডবুক CSV-ও লেখে।</translation>
    </message>
    <message>
        <location filename="../app/commands/classcommand.cpp" line="69"/>
        <source>A folder stands for the .json files in it. Reports of a retry, edited after export, written by a newer version, exported twice, or of another version of the quiz are listed on standard error with the reason and left out; each student&apos;s first attempt counts unless --attempt says otherwise. Exit status 1 when no report could be counted or a file cannot be written, 2 for wrong arguments.</source>
        <translation>কোনো ফোল্ডার দিলে তার ভেতরের .json ফাইলগুলো নেওয়া হয়। না-পারা প্রশ্ন নিয়ে আবার চেষ্টার রিপোর্ট, এক্সপোর্টের পরে সম্পাদিত রিপোর্ট, নতুনতর সংস্করণে লেখা রিপোর্ট, দুবার এক্সপোর্ট করা রিপোর্ট, অথবা কুইজের অন্য সংস্করণের রিপোর্ট কারণসহ স্ট্যান্ডার্ড এররে দেখানো হয় এবং বাদ দেওয়া হয়; --attempt অন্য কিছু না বললে প্রত্যেক শিক্ষার্থীর প্রথম প্রচেষ্টা গণনায় নেওয়া হয়। কোনো রিপোর্টই গণনায় নেওয়া না গেলে বা কোনো ফাইল লেখা না গেলে এক্সিট স্ট্যাটাস 1, ভুল আর্গুমেন্টে 2।</translation>
    </message>
    <message>
        <location filename="../app/commands/classcommand.cpp" line="79"/>
        <source>Missing REPORT: name the students&apos; JSON reports or a folder of them.</source>
        <translation>REPORT নেই: শিক্ষার্থীদের JSON রিপোর্টগুলোর বা সেগুলো রাখা একটি ফোল্ডারের নাম দিন।</translation>
    </message>
    <message>
        <location filename="../app/commands/classcommand.cpp" line="87"/>
        <source>--attempt is &quot;%1&quot;: expected first, best or last.</source>
        <translation>--attempt হলো &quot;%1&quot;: first, best বা last প্রত্যাশিত।</translation>
    </message>
    <message>
        <location filename="../app/commands/classcommand.cpp" line="93"/>
        <source>-o names &quot;%1&quot;: end it in %2.</source>
        <translation>-o হিসেবে &quot;%1&quot; দেওয়া হয়েছে: নামটি %2 দিয়ে শেষ করুন।</translation>
    </message>
    <message>
        <location filename="../app/commands/classcommand.cpp" line="96"/>
        <source>Cannot read the quiz: %1</source>
        <translation>কুইজটি পড়া যাচ্ছে না: %1</translation>
    </message>
    <message>
        <location filename="../app/commands/classcommand.cpp" line="104"/>
        <source>-o and --gradebook name the same file &quot;%1&quot;: give each its own.</source>
        <translation>-o আর --gradebook একই ফাইল &quot;%1&quot; দেখাচ্ছে: প্রতিটির জন্য আলাদা ফাইল দিন।</translation>
    </message>
    <message>
        <location filename="../app/commands/classcommand.cpp" line="113"/>
        <source>%1: left out: %2</source>
        <translation>%1: বাদ দেওয়া হয়েছে: %2</translation>
    </message>
    <message>
        <location filename="../app/commands/classcommand.cpp" line="115"/>
        <source>No report could be counted.</source>
        <translation>কোনো রিপোর্টই গণনায় নেওয়া যায়নি।</translation>
    </message>
    <message>
        <location filename="../app/commands/classcommand.cpp" line="120"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../app/commands/classcommand.cpp" line="127"/>
        <source>%1: not in the gradebook: the report has no e-mail address or ID number of the kind the others use</source>
        <translation>%1: গ্রেডবুকে নেই: অন্যদের রিপোর্টে যে ধরনের ই-মেইল ঠিকানা বা আইডি নম্বর আছে, এই রিপোর্টে তা নেই</translation>
    </message>
    <message>
        <location filename="../app/commands/classcommand.cpp" line="136"/>
        <source>Quiz: %1; students counted: %2; reports left out: %3; mean: %4%; CIC: %5</source>
        <translation>কুইজ: %1; গণনাভুক্ত শিক্ষার্থী: %2; বাদ দেওয়া রিপোর্ট: %3; গড়: %4%; অভ্যন্তরীণ সামঞ্জস্য সহগ (CIC): %5</translation>
    </message>
</context>
<context>
    <name>ClassReportFormat</name>
    <message>
        <location filename="../app/core/classroom/classreportformat.cpp" line="49"/>
        <source>PDF document</source>
        <translation>PDF ডকুমেন্ট</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classreportformat.cpp" line="50"/>
        <source>Web page</source>
        <translation>ওয়েব পেজ</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classreportformat.cpp" line="51"/>
        <source>JSON for programs</source>
        <translation>প্রোগ্রামের জন্য JSON</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classreportformat.cpp" line="52"/>
        <source>CSV, one row per student</source>
        <translation>CSV, প্রতি শিক্ষার্থীর জন্য এক সারি</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classreportformat.cpp" line="62"/>
        <source>the name must end in %1</source>
        <translation>নামটি %1 দিয়ে শেষ হতে হবে</translation>
    </message>
</context>
<context>
    <name>ClassReportWriter</name>
    <message>
        <location filename="../app/core/classroom/classreportwriter.cpp" line="187"/>
        <source>%1 of %2 correct; %3</source>
        <extracomment>Feedback beside a grade in the gradebook: %1 correct of %2 questions, %3 how it was taken.</extracomment>
        <translation>%2টির মধ্যে %1টি সঠিক; %3</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classreportwriter.cpp" line="242"/>
        <source>Class results: %1</source>
        <translation>ক্লাসের ফলাফল: %1</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classreportwriter.cpp" line="244"/>
        <source>Quiz version (SHA-256): %1</source>
        <extracomment>%1 is the SHA-256 of the quiz bank.</extracomment>
        <translation>কুইজের সংস্করণ (SHA-256): %1</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classreportwriter.cpp" line="245"/>
        <source>Show this question&apos;s case in the simulator</source>
        <translation>এই প্রশ্নের উদাহরণটি সিমুলেটরে দেখুন</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classreportwriter.cpp" line="247"/>
        <source>The test</source>
        <translation>পুরো কুইজ</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classreportwriter.cpp" line="249"/>
        <source>Students counted</source>
        <translation>গণনাভুক্ত শিক্ষার্থী</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classreportwriter.cpp" line="250"/>
        <source>Attempt counted per student</source>
        <translation>প্রত্যেক শিক্ষার্থীর গণনাভুক্ত প্রচেষ্টা</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classreportwriter.cpp" line="250"/>
        <source>The first</source>
        <translation>প্রথমটি</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classreportwriter.cpp" line="251"/>
        <source>The best</source>
        <translation>সেরাটি</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classreportwriter.cpp" line="252"/>
        <source>The last</source>
        <translation>শেষটি</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classreportwriter.cpp" line="253"/>
        <source>Mean</source>
        <translation>গড়</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classreportwriter.cpp" line="254"/>
        <source>Median</source>
        <translation>মধ্যমা</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classreportwriter.cpp" line="255"/>
        <location filename="../app/core/classroom/classreportwriter.cpp" line="281"/>
        <source>Standard deviation</source>
        <translation>আদর্শ বিচ্যুতি</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classreportwriter.cpp" line="256"/>
        <source>Skewness</source>
        <translation>বক্রতা (skewness)</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classreportwriter.cpp" line="257"/>
        <source>Kurtosis</source>
        <translation>সূঁচালতা (kurtosis)</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classreportwriter.cpp" line="258"/>
        <source>Coefficient of internal consistency</source>
        <translation>অভ্যন্তরীণ সামঞ্জস্য সহগ</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classreportwriter.cpp" line="259"/>
        <source>Error ratio</source>
        <translation>ত্রুটি অনুপাত</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classreportwriter.cpp" line="260"/>
        <source>Standard error</source>
        <translation>আদর্শ ত্রুটি</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classreportwriter.cpp" line="264"/>
        <source>The coefficient of internal consistency is below %1: the questions may not measure one thing.</source>
        <extracomment>%1 is Moodle&apos;s threshold, 64%.</extracomment>
        <translation>অভ্যন্তরীণ সামঞ্জস্য সহগ %1-এর কম: প্রশ্নগুলো হয়তো একই জিনিস পরিমাপ করছে না।</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classreportwriter.cpp" line="288"/>
        <source>facility outside %1–%2</source>
        <translation>সহজতা সূচক %1–%2-এর বাইরে</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classreportwriter.cpp" line="291"/>
        <source>discrimination below %1</source>
        <translation>পার্থক্যকরণ সূচক %1-এর কম</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classreportwriter.cpp" line="301"/>
        <source>Why it is wrong: %1</source>
        <translation>কেন ভুল: %1</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classreportwriter.cpp" line="268"/>
        <source>Questions</source>
        <translation>প্রশ্নসমূহ</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classreportwriter.cpp" line="280"/>
        <source>Facility index</source>
        <translation>সহজতা সূচক (facility index)</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classreportwriter.cpp" line="282"/>
        <source>Discrimination index</source>
        <translation>পার্থক্যকরণ সূচক (discrimination index)</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classreportwriter.cpp" line="283"/>
        <source>Discriminative efficiency</source>
        <translation>পার্থক্যকরণ দক্ষতা</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classreportwriter.cpp" line="293"/>
        <source>Worth a second look: %1</source>
        <translation>আরেকবার দেখে নেওয়া ভালো: %1</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classreportwriter.cpp" line="269"/>
        <source>Option</source>
        <translation>বিকল্প</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classreportwriter.cpp" line="270"/>
        <source>Chosen by</source>
        <translation>যতজন বেছে নিয়েছে</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classreportwriter.cpp" line="271"/>
        <source>Share</source>
        <translation>শতাংশ</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classreportwriter.cpp" line="272"/>
        <source>Response</source>
        <translation>উত্তর</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classreportwriter.cpp" line="299"/>
        <source>(chosen by no one; text not in the reports)</source>
        <translation>(কেউ বেছে নেয়নি; রিপোর্টে এর লেখা নেই)</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classreportwriter.cpp" line="310"/>
        <source>Students</source>
        <translation>শিক্ষার্থীরা</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classreportwriter.cpp" line="314"/>
        <location filename="../app/core/classroom/classreportwriter.cpp" line="324"/>
        <source>File</source>
        <translation>ফাইল</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classreportwriter.cpp" line="320"/>
        <source>(late)</source>
        <comment>handed in after the assignment&apos;s due date</comment>
        <translation>(দেরিতে)</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classreportwriter.cpp" line="323"/>
        <source>Reports left out</source>
        <translation>বাদ দেওয়া রিপোর্ট</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classreportwriter.cpp" line="325"/>
        <source>Why</source>
        <translation>কারণ</translation>
    </message>
</context>
<context>
    <name>ClassResults</name>
    <message>
        <location filename="../app/core/classroom/classresults.cpp" line="101"/>
        <source>written before reports named their quiz version (report format 1): export it again from this version</source>
        <translation>রিপোর্টে কুইজের সংস্করণ লেখা শুরু হওয়ার আগে লেখা (রিপোর্ট ফরম্যাটের প্রথম সংস্করণ): অ্যাপের এই সংস্করণ থেকে এটি আবার এক্সপোর্ট করুন</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classresults.cpp" line="105"/>
        <source>a retry of missed questions, not an attempt at the whole quiz</source>
        <translation>না-পারা প্রশ্ন নিয়ে আবার চেষ্টা, পুরো কুইজের প্রচেষ্টা নয়</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classresults.cpp" line="107"/>
        <source>written by Checkpoint Quiz %1, newer than this one (%2)</source>
        <translation>Checkpoint Quiz %1 দিয়ে লেখা, যা এই সংস্করণের (%2) চেয়ে নতুন</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classresults.cpp" line="134"/>
        <source>another version of the quiz (%1…); the class view shows one version at a time</source>
        <translation>কুইজের অন্য সংস্করণ (%1…); ক্লাসের ফলাফল একবারে একটি সংস্করণই দেখায়</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classresults.cpp" line="150"/>
        <source>its questions differ from %1&apos;s, which names the same quiz version</source>
        <translation>এর প্রশ্নগুলো %1-এর প্রশ্ন থেকে আলাদা, অথচ দুটিতেই একই কুইজ সংস্করণ লেখা আছে</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classresults.cpp" line="159"/>
        <source>the same attempt as %1, exported twice</source>
        <translation>%1-এর সঙ্গে একই প্রচেষ্টা, দুবার এক্সপোর্ট করা হয়েছে</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classresults.cpp" line="174"/>
        <source>another attempt by the same student; %1 counts</source>
        <translation>একই শিক্ষার্থীর আরেকটি প্রচেষ্টা; গণনায় নেওয়া হয়েছে %1</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classresults.cpp" line="191"/>
        <source>it lists %1 questions, but the quiz version it names has %2</source>
        <translation>এতে %1টি প্রশ্ন আছে, কিন্তু এটি কুইজের যে সংস্করণের নাম দেয় তাতে আছে %2টি</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classresults.cpp" line="199"/>
        <source>its question %1 is &quot;%2&quot;, but the quiz version it names has &quot;%3&quot; there</source>
        <translation>এর %1 নম্বর প্রশ্ন &quot;%2&quot;, কিন্তু এটি কুইজের যে সংস্করণের নাম দেয় তাতে সেখানে আছে &quot;%3&quot;</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classresults.cpp" line="202"/>
        <source>its answer to question %1 is option %2, but that question has %3 options</source>
        <translation>%1 নম্বর প্রশ্নে এর উত্তর %2 নম্বর বিকল্প, কিন্তু সেই প্রশ্নে বিকল্প আছে %3টি</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classresults.cpp" line="207"/>
        <source>it gives option %1 as the key of question %2, but the quiz version it names has option %3</source>
        <translation>এটি %2 নম্বর প্রশ্নের সঠিক উত্তর হিসেবে %1 নম্বর বিকল্প দেখায়, কিন্তু এটি কুইজের যে সংস্করণের নাম দেয় তাতে সঠিক উত্তর %3 নম্বর বিকল্প</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classresults.cpp" line="368"/>
        <source>a class counts at most %1 reports; this one is past that</source>
        <translation>একটি ক্লাসে সর্বোচ্চ %1টি রিপোর্ট গণনা করা হয়; এটি সেই সীমার পরে</translation>
    </message>
</context>
<context>
    <name>ClassResultsDialog</name>
    <message>
        <location filename="../ui/classresultsdialog.cpp" line="35"/>
        <location filename="../ui/classresultsdialog.cpp" line="242"/>
        <source>Class Results</source>
        <translation>ক্লাসের ফলাফল</translation>
    </message>
    <message>
        <location filename="../ui/classresultsdialog.cpp" line="36"/>
        <source>Add &amp;Reports…</source>
        <translation>রিপোর্ট যোগ করুন (&amp;R)…</translation>
    </message>
    <message>
        <location filename="../ui/classresultsdialog.cpp" line="38"/>
        <source>Add &amp;Folder…</source>
        <translation>ফোল্ডার যোগ করুন (&amp;F)…</translation>
    </message>
    <message>
        <location filename="../ui/classresultsdialog.cpp" line="40"/>
        <source>Add &amp;Quiz…</source>
        <translation>কুইজ যোগ করুন (&amp;Q)…</translation>
    </message>
    <message>
        <location filename="../ui/classresultsdialog.cpp" line="42"/>
        <source>The quiz the reports are of, for its texts and scenes when it is not a built-in quiz</source>
        <translation>যে কুইজের রিপোর্ট, সেটি অ্যাপের নিজস্ব কুইজ না হলে তার লেখা ও দৃশ্যের জন্য</translation>
    </message>
    <message>
        <location filename="../ui/classresultsdialog.cpp" line="45"/>
        <source>First attempt of each student</source>
        <translation>প্রত্যেক শিক্ষার্থীর প্রথম প্রচেষ্টা</translation>
    </message>
    <message>
        <location filename="../ui/classresultsdialog.cpp" line="46"/>
        <source>Best attempt of each student</source>
        <translation>প্রত্যেক শিক্ষার্থীর সেরা প্রচেষ্টা</translation>
    </message>
    <message>
        <location filename="../ui/classresultsdialog.cpp" line="47"/>
        <source>Last attempt of each student</source>
        <translation>প্রত্যেক শিক্ষার্থীর শেষ প্রচেষ্টা</translation>
    </message>
    <message>
        <location filename="../ui/classresultsdialog.cpp" line="48"/>
        <source>&amp;Count:</source>
        <translation>গণনায় নিন (&amp;C):</translation>
    </message>
    <message>
        <location filename="../ui/classresultsdialog.cpp" line="68"/>
        <source>Add the students&apos; JSON score reports, or a folder of them, to see which questions worked and which misconceptions the class holds.</source>
        <translation>কোন প্রশ্নগুলো ভালোভাবে কাজ করেছে এবং ক্লাসে কোন ভ্রান্ত ধারণাগুলো রয়েছে, তা দেখতে শিক্ষার্থীদের JSON স্কোর রিপোর্টগুলো বা সেগুলো রাখা একটি ফোল্ডার যোগ করুন।</translation>
    </message>
    <message>
        <location filename="../ui/classresultsdialog.cpp" line="72"/>
        <source>Close</source>
        <translation>বন্ধ করুন</translation>
    </message>
    <message>
        <location filename="../ui/classresultsdialog.cpp" line="73"/>
        <source>&amp;Save Class Report…</source>
        <translation>ক্লাস রিপোর্ট সংরক্ষণ করুন (&amp;S)…</translation>
    </message>
    <message>
        <location filename="../ui/classresultsdialog.cpp" line="75"/>
        <source>Save &amp;Gradebook…</source>
        <translation>গ্রেডবুক সংরক্ষণ করুন (&amp;G)…</translation>
    </message>
    <message>
        <location filename="../ui/classresultsdialog.cpp" line="116"/>
        <source>The quiz could not be read.</source>
        <translation>কুইজটি পড়া যায়নি।</translation>
    </message>
    <message>
        <location filename="../ui/classresultsdialog.cpp" line="126"/>
        <source>Add Quiz</source>
        <translation>কুইজ যোগ করুন</translation>
    </message>
    <message>
        <location filename="../ui/classresultsdialog.cpp" line="136"/>
        <source>Reading the reports…</source>
        <translation>রিপোর্টগুলো পড়া হচ্ছে…</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/classresultsdialog.cpp" line="161"/>
        <source>%Ln student(s) counted</source>
        <translation>
            <numerusform>%Lnজন শিক্ষার্থী গণনাভুক্ত</numerusform>
            <numerusform>%Lnজন শিক্ষার্থী গণনাভুক্ত</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/classresultsdialog.cpp" line="162"/>
        <source>no report left out</source>
        <translation>কোনো রিপোর্ট বাদ পড়েনি</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/classresultsdialog.cpp" line="163"/>
        <source>%Ln report(s) left out (listed at the end)</source>
        <translation>
            <numerusform>%Lnটি রিপোর্ট বাদ দেওয়া হয়েছে (শেষে তালিকা আছে)</numerusform>
            <numerusform>%Lnটি রিপোর্ট বাদ দেওয়া হয়েছে (শেষে তালিকা আছে)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/classresultsdialog.cpp" line="173"/>
        <source>Add Reports</source>
        <translation>রিপোর্ট যোগ করুন</translation>
    </message>
    <message>
        <location filename="../ui/classresultsdialog.cpp" line="173"/>
        <source>JSON score reports (*.json)</source>
        <translation>JSON স্কোর রিপোর্ট (*.json)</translation>
    </message>
    <message>
        <location filename="../ui/classresultsdialog.cpp" line="180"/>
        <source>Add a Folder of Reports</source>
        <translation>রিপোর্টের একটি ফোল্ডার যোগ করুন</translation>
    </message>
    <message>
        <location filename="../ui/classresultsdialog.cpp" line="214"/>
        <source>Save Class Report</source>
        <translation>ক্লাস রিপোর্ট সংরক্ষণ</translation>
    </message>
    <message>
        <location filename="../ui/classresultsdialog.cpp" line="225"/>
        <location filename="../ui/classresultsdialog.cpp" line="234"/>
        <source>Save Gradebook for Moodle</source>
        <translation>Moodle-এর জন্য গ্রেডবুক সংরক্ষণ</translation>
    </message>
    <message>
        <location filename="../ui/classresultsdialog.cpp" line="226"/>
        <source>CSV for Moodle&apos;s grade import (*.csv)</source>
        <translation>Moodle-এর গ্রেড ইমপোর্টের জন্য CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../ui/classresultsdialog.cpp" line="235"/>
        <source>Not in the gradebook (no e-mail address or ID number in their reports): %1</source>
        <translation>গ্রেডবুকে নেই (রিপোর্টে ই-মেইল ঠিকানা বা আইডি নম্বর নেই): %1</translation>
    </message>
    <message>
        <location filename="../ui/classresultsdialog.cpp" line="244"/>
        <source>Saved %1</source>
        <translation>সংরক্ষণ করা হয়েছে: %1</translation>
    </message>
</context>
<context>
    <name>Command</name>
    <message>
        <location filename="../app/commands/command.cpp" line="29"/>
        <source>Language of the window, messages and reports: %1.</source>
        <translation>উইন্ডো, বার্তা ও রিপোর্টের ভাষা: %1।</translation>
    </message>
    <message>
        <location filename="../app/commands/command.cpp" line="40"/>
        <source>The quiz file to use: JSON, GIFT, Aiken or Moodle XML (default: the built-in quiz).</source>
        <translation>যে কুইজ ফাইল ব্যবহার করা হবে: JSON, GIFT, Aiken বা Moodle XML (ডিফল্ট: অ্যাপের সঙ্গে থাকা কুইজ)।</translation>
    </message>
    <message>
        <location filename="../app/commands/command.cpp" line="46"/>
        <source>The folder holding the learner&apos;s data; by default the app&apos;s own.</source>
        <translation>যে ফোল্ডারে শিক্ষার্থীর ডেটা আছে; ডিফল্টভাবে অ্যাপের নিজের ফোল্ডার।</translation>
    </message>
    <message>
        <location filename="../app/commands/command.cpp" line="56"/>
        <source>--data-dir %1 is not a folder.</source>
        <translation>--data-dir %1 কোনো ফোল্ডার নয়।</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <location filename="../app/commands/commandline.cpp" line="19"/>
        <source>Show this help and exit.</source>
        <translation>এই সাহায্য দেখিয়ে প্রোগ্রাম শেষ করে।</translation>
    </message>
    <message>
        <location filename="../app/commands/commandline.cpp" line="36"/>
        <source>Show the version and exit.</source>
        <translation>সংস্করণ দেখিয়ে প্রোগ্রাম শেষ করে।</translation>
    </message>
    <message>
        <location filename="../app/commands/commandline.cpp" line="78"/>
        <source>Run &quot;%1 --help&quot; for usage.</source>
        <translation>ব্যবহারবিধি দেখতে &quot;%1 --help&quot; চালান।</translation>
    </message>
    <message>
        <location filename="../app/commands/commandline.cpp" line="85"/>
        <source>Unexpected argument &quot;%1&quot;; run &quot;%2 --help&quot; for usage.</source>
        <translation>অপ্রত্যাশিত আর্গুমেন্ট &quot;%1&quot;; ব্যবহারবিধি দেখতে &quot;%2 --help&quot; চালান।</translation>
    </message>
    <message>
        <location filename="../app/commands/commandline.cpp" line="95"/>
        <source>%1 is given more than once.</source>
        <translation>%1 একাধিকবার দেওয়া হয়েছে।</translation>
    </message>
    <message>
        <location filename="../app/commands/commandline.cpp" line="97"/>
        <source>%1 needs a file name.</source>
        <translation>%1-এর সঙ্গে একটি ফাইলের নাম দিতে হবে।</translation>
    </message>
    <message>
        <location filename="../app/commands/commandline.cpp" line="101"/>
        <source>Unknown language &quot;%1&quot;: use %2.</source>
        <translation>অজানা ভাষা &quot;%1&quot;: %2-এর যেকোনো একটি ব্যবহার করুন।</translation>
    </message>
    <message>
        <location filename="../app/commands/commandline.cpp" line="124"/>
        <source>Could not write to standard output.</source>
        <translation>স্ট্যান্ডার্ড আউটপুটে লেখা যায়নি।</translation>
    </message>
    <message>
        <location filename="../app/commands/commandline.cpp" line="137"/>
        <source>Usage: %1 [options]</source>
        <translation>ব্যবহারবিধি: %1 [অপশন]</translation>
    </message>
    <message>
        <location filename="../app/commands/commandline.cpp" line="147"/>
        <source>Commands:</source>
        <translation>কমান্ড:</translation>
    </message>
    <message>
        <location filename="../app/commands/commandline.cpp" line="151"/>
        <source>Exit status: 0 success, 1 a file could not be read or written, 2 wrong arguments.</source>
        <translation>এক্সিট স্ট্যাটাস: 0 সফল, 1 কোনো ফাইল পড়া বা লেখা যায়নি, 2 ভুল আর্গুমেন্ট।</translation>
    </message>
</context>
<context>
    <name>CompareCommand</name>
    <message>
        <location filename="../app/commands/comparecommand.cpp" line="21"/>
        <source>Hold a measured training step (the measurement script&apos;s JSON) against the app&apos;s prediction, as JSON.</source>
        <translation>মেপে দেখা একটি ট্রেনিং ধাপ (পরিমাপ স্ক্রিপ্টের JSON) অ্যাপের পূর্বাভাসের পাশে রেখে তুলনা করুন, JSON হিসেবে।</translation>
    </message>
    <message>
        <location filename="../app/commands/comparecommand.cpp" line="36"/>
        <source>The measurement comes from the script that simulate --measure-script or Export Measurement Script… writes (docs/measurement-format.md). The output names the setup as it ran and gives predicted_bytes, measured_bytes, residual_bytes and residual_percent for the activations held when the forward pass ends, then one row per term and per block, each with what the app can say of its residual. Exit status 1 when the file cannot be read or is not a measurement, 2 for wrong arguments.</source>
        <translation>পরিমাপটি আসে সেই স্ক্রিপ্ট থেকে, যা simulate --measure-script বা ‘পরিমাপ স্ক্রিপ্ট এক্সপোর্ট করুন…’ লেখে (docs/measurement-format.md)। আউটপুট সেটআপটি যেভাবে চলেছে তা জানায়, ফরওয়ার্ড পাস শেষে রাখা অ্যাক্টিভেশনের জন্য predicted_bytes, measured_bytes, residual_bytes ও residual_percent দেয়, তারপর প্রতিটি অংশ ও প্রতিটি ব্লকের জন্য একটি করে সারি, প্রতিটিতে তার অবশিষ্ট পার্থক্য সম্পর্কে অ্যাপ যা বলতে পারে। ফাইলটি পড়া না গেলে বা পরিমাপ না হলে এক্সিট স্ট্যাটাস 1, ভুল আর্গুমেন্টে 2।</translation>
    </message>
    <message>
        <location filename="../app/commands/comparecommand.cpp" line="47"/>
        <source>Name one measurement file (the measurement script&apos;s JSON).</source>
        <translation>একটি পরিমাপ ফাইলের নাম দিন (পরিমাপ স্ক্রিপ্টের JSON)।</translation>
    </message>
</context>
<context>
    <name>ConceptNames</name>
    <message>
        <location filename="../ui/conceptnames.cpp" line="12"/>
        <source>Trading compute for memory</source>
        <translation>গণনার বিনিময়ে মেমরি</translation>
    </message>
    <message>
        <location filename="../ui/conceptnames.cpp" line="13"/>
        <source>Checkpoint spacing and peak memory</source>
        <translation>চেকপয়েন্টের ব্যবধান ও সর্বোচ্চ মেমরি</translation>
    </message>
    <message>
        <location filename="../ui/conceptnames.cpp" line="14"/>
        <source>What recomputation costs</source>
        <translation>পুনর্গণনার খরচ</translation>
    </message>
    <message>
        <location filename="../ui/conceptnames.cpp" line="15"/>
        <source>torch.utils.checkpoint in practice</source>
        <translation>বাস্তবে torch.utils.checkpoint</translation>
    </message>
    <message>
        <location filename="../ui/conceptnames.cpp" line="16"/>
        <source>Selective checkpointing</source>
        <translation>সিলেক্টিভ চেকপয়েন্টিং</translation>
    </message>
    <message>
        <location filename="../ui/conceptnames.cpp" line="17"/>
        <source>Real models in GiB</source>
        <translation>বাস্তব মডেল, GiB-তে</translation>
    </message>
    <message>
        <location filename="../ui/conceptnames.cpp" line="18"/>
        <source>Optimal schedules (Revolve)</source>
        <translation>সর্বোত্তম শিডিউল (Revolve)</translation>
    </message>
</context>
<context>
    <name>ExamClock</name>
    <message>
        <location filename="../ui/examclock.cpp" line="40"/>
        <source>Time left: %1:%2</source>
        <translation>বাকি সময়: %1:%2</translation>
    </message>
</context>
<context>
    <name>ExportDataCommand</name>
    <message>
        <location filename="../app/commands/exportdatacommand.cpp" line="24"/>
        <source>Writes everything the app keeps about the learner (attempts, answers, reviews) as one JSON file.</source>
        <translation>শিক্ষার্থী সম্পর্কে অ্যাপ যা কিছু রাখে (প্রচেষ্টা, উত্তর, পুনরালোচনা) সব একটি JSON ফাইলে লেখে।</translation>
    </message>
    <message>
        <location filename="../app/commands/exportdatacommand.cpp" line="30"/>
        <source>Where to write the JSON; by default standard output.</source>
        <translation>JSON কোথায় লেখা হবে; ডিফল্টভাবে স্ট্যান্ডার্ড আউটপুট।</translation>
    </message>
    <message>
        <location filename="../app/commands/exportdatacommand.cpp" line="36"/>
        <source>The document has format &quot;checkpoint-quiz-learner-data&quot; and one array per table of the learner&apos;s database, each row an object named by column; banks, attempt records and kept questions are embedded as JSON. See docs/review.md.</source>
        <translation>ডকুমেন্টটির ফরম্যাট &quot;checkpoint-quiz-learner-data&quot;; শিক্ষার্থীর ডেটাবেসের প্রতিটি টেবিলের জন্য একটি অ্যারে, প্রতিটি সারি কলামের নামে একটি অবজেক্ট; ব্যাংক, প্রচেষ্টার রেকর্ড ও রাখা প্রশ্নগুলো JSON হিসেবেই ভেতরে থাকে। দেখুন docs/review.md।</translation>
    </message>
    <message>
        <location filename="../app/commands/exportdatacommand.cpp" line="49"/>
        <source>%1 holds no learner&apos;s data (no %2).</source>
        <translation>%1-এ শিক্ষার্থীর কোনো ডেটা নেই (%2 নেই)।</translation>
    </message>
</context>
<context>
    <name>HelpCommand</name>
    <message>
        <location filename="../app/commands/helpcommand.cpp" line="26"/>
        <source>Show the help of the program or of one command.</source>
        <translation>পুরো প্রোগ্রামের বা একটি কমান্ডের সাহায্য দেখায়।</translation>
    </message>
    <message>
        <location filename="../app/commands/helpcommand.cpp" line="43"/>
        <source>Unknown command &quot;%1&quot;: use %2.</source>
        <translation>অজানা কমান্ড &quot;%1&quot;: %2-এর যেকোনো একটি ব্যবহার করুন।</translation>
    </message>
</context>
<context>
    <name>HintBox</name>
    <message>
        <location filename="../ui/hintbox.cpp" line="75"/>
        <source>Hint %1: %2</source>
        <translation>ইঙ্গিত %1: %2</translation>
    </message>
    <message>
        <location filename="../ui/hintbox.cpp" line="81"/>
        <source>Show Hint %1 of %2</source>
        <translation>ইঙ্গিত দেখুন (%2টির মধ্যে %1)</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <location filename="../ui/historydialog.ui" line="14"/>
        <location filename="../ui/historydialog.cpp" line="85"/>
        <source>History</source>
        <translation>ইতিহাস</translation>
    </message>
    <message>
        <location filename="../ui/historydialog.ui" line="30"/>
        <source>Past attempts</source>
        <translation>আগের প্রচেষ্টাগুলো</translation>
    </message>
    <message>
        <location filename="../ui/historydialog.cpp" line="196"/>
        <source>Mastery by concept, from spaced review: mastered means in review and still recalled with at least the desired retention&apos;s chance.</source>
        <translation>ধারণা অনুযায়ী দক্ষতা, ব্যবধানে পুনরালোচনা থেকে: আয়ত্ত মানে প্রশ্নটি পুনরালোচনার পর্যায়ে আছে এবং এখনো মনে থাকার সম্ভাবনা অন্তত কাঙ্ক্ষিত মনে রাখার হারের সমান।</translation>
    </message>
    <message>
        <location filename="../ui/historydialog.ui" line="72"/>
        <source>Mastery by concept</source>
        <translation>ধারণা অনুযায়ী দক্ষতা</translation>
    </message>
    <message>
        <location filename="../ui/historydialog.ui" line="90"/>
        <source>&amp;Open</source>
        <translation>খুলুন (&amp;O)</translation>
    </message>
    <message>
        <location filename="../ui/historydialog.ui" line="100"/>
        <source>&amp;Export Report…</source>
        <translation>রিপোর্ট এক্সপোর্ট করুন (&amp;E)…</translation>
    </message>
    <message>
        <location filename="../ui/historydialog.ui" line="107"/>
        <source>Save everything the app keeps about you (attempts, answers, reviews) as one JSON file.</source>
        <translation>আপনার সম্পর্কে অ্যাপ যা কিছু রাখে (প্রচেষ্টা, উত্তর, পুনরালোচনা) সব একটি JSON ফাইলে সংরক্ষণ করুন।</translation>
    </message>
    <message>
        <location filename="../ui/historydialog.ui" line="110"/>
        <source>Export &amp;All My Data…</source>
        <translation>আমার সব ডেটা এক্সপোর্ট করুন (&amp;A)…</translation>
    </message>
    <message>
        <location filename="../ui/historydialog.ui" line="124"/>
        <source>Close</source>
        <translation>বন্ধ করুন</translation>
    </message>
    <message>
        <location filename="../ui/historydialog.cpp" line="85"/>
        <source>This run does not keep a history.</source>
        <translation>এই সেশনে কোনো ইতিহাস রাখা হচ্ছে না।</translation>
    </message>
    <message>
        <location filename="../ui/historydialog.cpp" line="101"/>
        <source>This attempt could not be opened.</source>
        <translation>এই প্রচেষ্টাটি খোলা যায়নি।</translation>
    </message>
    <message>
        <location filename="../ui/historydialog.cpp" line="119"/>
        <source>Export All My Data</source>
        <translation>আমার সব ডেটা এক্সপোর্ট করুন</translation>
    </message>
    <message>
        <location filename="../ui/historydialog.cpp" line="119"/>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <location filename="../ui/historydialog.cpp" line="123"/>
        <source>Your data could not be exported.</source>
        <translation>আপনার ডেটা এক্সপোর্ট করা যায়নি।</translation>
    </message>
    <message>
        <location filename="../ui/historydialog.cpp" line="133"/>
        <source>This run keeps no learner&apos;s data.</source>
        <translation>এই চালুতে শিক্ষার্থীর কোনো ডেটা রাখা হয় না।</translation>
    </message>
    <message>
        <location filename="../ui/historydialog.cpp" line="195"/>
        <source>Mastery by concept appears here once you have answered questions.</source>
        <translation>প্রশ্নের উত্তর দেওয়া শুরু করলে ধারণা অনুযায়ী দক্ষতা এখানে দেখা যাবে।</translation>
    </message>
    <message>
        <location filename="../ui/historydialog.cpp" line="200"/>
        <source>Concept</source>
        <translation>ধারণা</translation>
    </message>
    <message>
        <location filename="../ui/historydialog.cpp" line="200"/>
        <source>Mastered</source>
        <translation>আয়ত্ত</translation>
    </message>
    <message>
        <location filename="../ui/historydialog.cpp" line="200"/>
        <source>Recall now</source>
        <translation>এখন মনে থাকার সম্ভাবনা</translation>
    </message>
    <message>
        <location filename="../ui/historydialog.cpp" line="200"/>
        <source>Last reviewed</source>
        <translation>শেষ পুনরালোচনা</translation>
    </message>
    <message>
        <location filename="../ui/historydialog.cpp" line="200"/>
        <source>Next due</source>
        <translation>পরবর্তী পুনরালোচনা</translation>
    </message>
    <message>
        <location filename="../ui/historydialog.cpp" line="206"/>
        <source>%1 of %2</source>
        <translation>%2টির মধ্যে %1টি</translation>
    </message>
    <message>
        <location filename="../ui/historydialog.cpp" line="239"/>
        <source>Immediate feedback</source>
        <translation>তাৎক্ষণিক ফিডব্যাক</translation>
    </message>
    <message>
        <location filename="../ui/historydialog.cpp" line="240"/>
        <source>Exam</source>
        <translation>পরীক্ষা</translation>
    </message>
    <message>
        <location filename="../ui/historydialog.cpp" line="241"/>
        <source>Retry of missed questions</source>
        <translation>না-পারা প্রশ্ন নিয়ে আবার চেষ্টা</translation>
    </message>
    <message>
        <location filename="../ui/historydialog.cpp" line="258"/>
        <source>%1: %2%</source>
        <translation>%1: %2%</translation>
    </message>
    <message>
        <location filename="../ui/historydialog.cpp" line="279"/>
        <source>Finished attempts, oldest first</source>
        <translation>শেষ করা প্রচেষ্টা, পুরোনোটি আগে</translation>
    </message>
    <message>
        <location filename="../ui/historydialog.cpp" line="283"/>
        <source>Score (%)</source>
        <translation>স্কোর (%)</translation>
    </message>
    <message>
        <location filename="../ui/historydialog.cpp" line="290"/>
        <location filename="../ui/historydialog.cpp" line="291"/>
        <source>No finished attempts yet</source>
        <translation>এখনো কোনো প্রচেষ্টা শেষ হয়নি</translation>
    </message>
    <message>
        <location filename="../ui/historydialog.ui" line="55"/>
        <location filename="../ui/historydialog.cpp" line="290"/>
        <source>Score over time</source>
        <translation>সময়ের সঙ্গে স্কোর</translation>
    </message>
</context>
<context>
    <name>HistoryModel</name>
    <message>
        <location filename="../ui/historymodel.cpp" line="51"/>
        <source>Started</source>
        <translation>শুরুর সময়</translation>
    </message>
    <message>
        <location filename="../ui/historymodel.cpp" line="51"/>
        <source>Quiz</source>
        <translation>কুইজ</translation>
    </message>
    <message>
        <location filename="../ui/historymodel.cpp" line="51"/>
        <source>Language</source>
        <translation>ভাষা</translation>
    </message>
    <message>
        <location filename="../ui/historymodel.cpp" line="51"/>
        <source>Mode</source>
        <translation>মোড</translation>
    </message>
    <message>
        <location filename="../ui/historymodel.cpp" line="51"/>
        <source>Score</source>
        <translation>স্কোর</translation>
    </message>
    <message>
        <location filename="../ui/historymodel.cpp" line="51"/>
        <source>Report</source>
        <translation>রিপোর্ট</translation>
    </message>
    <message>
        <location filename="../ui/historymodel.cpp" line="70"/>
        <source>Retry of missed questions</source>
        <translation>না-পারা প্রশ্ন নিয়ে আবার চেষ্টা</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/historymodel.cpp" line="72"/>
        <source>Exam, %Ln minute(s)</source>
        <translation>
            <numerusform>পরীক্ষা, %Ln মিনিট</numerusform>
            <numerusform>পরীক্ষা, %Ln মিনিট</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/historymodel.cpp" line="73"/>
        <source>Exam</source>
        <translation>পরীক্ষা</translation>
    </message>
    <message>
        <location filename="../ui/historymodel.cpp" line="74"/>
        <source>Immediate feedback</source>
        <translation>তাৎক্ষণিক ফিডব্যাক</translation>
    </message>
    <message>
        <location filename="../ui/historymodel.cpp" line="77"/>
        <source>%1 of %2 (%3%)</source>
        <translation>%2টির মধ্যে %1টি (%3%)</translation>
    </message>
    <message>
        <location filename="../ui/historymodel.cpp" line="80"/>
        <source>unfinished: %1 of %2 answered</source>
        <translation>অসমাপ্ত: %2টির মধ্যে %1টির উত্তর দেওয়া হয়েছে</translation>
    </message>
    <message>
        <location filename="../ui/historymodel.cpp" line="83"/>
        <source>exported</source>
        <translation>এক্সপোর্ট করা হয়েছে</translation>
    </message>
    <message>
        <location filename="../ui/historymodel.cpp" line="83"/>
        <source>not exported</source>
        <translation>এক্সপোর্ট করা হয়নি</translation>
    </message>
</context>
<context>
    <name>ImportNotice</name>
    <message>
        <location filename="../ui/importnotice.cpp" line="28"/>
        <location filename="../ui/importnotice.cpp" line="29"/>
        <source>Close this notice</source>
        <translation>এই বার্তাটি বন্ধ করুন</translation>
    </message>
    <message>
        <location filename="../ui/importnotice.cpp" line="49"/>
        <source>Opened %L1 of %L2 questions from %3; %L4 skipped.</source>
        <extracomment>%1 questions opened of %2 in the file %3; %4 left out (kinds the app cannot play).</extracomment>
        <translation>%3 থেকে %L2টির মধ্যে %L1টি প্রশ্ন খোলা হয়েছে; %L4টি বাদ পড়েছে।</translation>
    </message>
    <message>
        <location filename="../ui/importnotice.cpp" line="54"/>
        <source>&amp;Why?</source>
        <translation>কেন? (&amp;W)</translation>
    </message>
    <message>
        <location filename="../ui/importnotice.cpp" line="73"/>
        <source>Skipped questions</source>
        <translation>বাদ পড়া প্রশ্ন</translation>
    </message>
    <message>
        <location filename="../ui/importnotice.cpp" line="77"/>
        <source>The lines below say where each was and why (check-quiz prints the same).</source>
        <translation>নিচের লাইনগুলোতে প্রতিটি প্রশ্ন কোথায় ছিল এবং কেন বাদ পড়েছে তা বলা আছে (check-quiz-ও একই কথা দেখায়)।</translation>
    </message>
    <message>
        <location filename="../ui/importnotice.cpp" line="78"/>
        <source>Close</source>
        <translation>বন্ধ করুন</translation>
    </message>
</context>
<context>
    <name>JsonAttemptFiles</name>
    <message>
        <location filename="../app/core/session/jsonattemptfiles.cpp" line="37"/>
        <source>its quiz %1 cannot be read: %2</source>
        <translation>এর কুইজ %1 পড়া যাচ্ছে না: %2</translation>
    </message>
    <message>
        <location filename="../app/core/session/jsonattemptfiles.cpp" line="40"/>
        <source>its quiz %1 was changed or damaged: its content does not match its name</source>
        <translation>এর কুইজ %1 বদলানো হয়েছে বা নষ্ট হয়েছে: এর বিষয়বস্তু এর নামের সঙ্গে মেলে না</translation>
    </message>
    <message>
        <location filename="../app/core/session/jsonattemptfiles.cpp" line="50"/>
        <source>%1 could not be read and was set aside as %2. %3</source>
        <translation>%1 পড়া যায়নি, তাই এটিকে %2 নামে আলাদা করে রাখা হয়েছে। %3</translation>
    </message>
    <message>
        <location filename="../app/core/session/jsonattemptfiles.cpp" line="51"/>
        <source>%1 could not be read (and could not be set aside, so it is left as it is). %2</source>
        <translation>%1 পড়া যায়নি (আলাদা করে রাখাও যায়নি, তাই যেমন ছিল তেমনই রাখা হয়েছে)। %2</translation>
    </message>
    <message>
        <location filename="../app/core/session/jsonattemptfiles.cpp" line="75"/>
        <source>Its id %1 is not its file name, so it may be a copy of another record.</source>
        <translation>এর আইডি %1 এর ফাইলের নামের সঙ্গে মেলে না, তাই এটি অন্য কোনো রেকর্ডের কপি হতে পারে।</translation>
    </message>
</context>
<context>
    <name>JsonCursor</name>
    <message>
        <location filename="../app/core/io/jsoncursor.cpp" line="15"/>
        <source>missing &quot;%1&quot;</source>
        <translation>&quot;%1&quot; নেই</translation>
    </message>
    <message>
        <location filename="../app/core/io/jsoncursor.cpp" line="40"/>
        <source>expected an object, found %1</source>
        <translation>একটি অবজেক্ট প্রত্যাশিত, পাওয়া গেছে %1</translation>
    </message>
    <message>
        <location filename="../app/core/io/jsoncursor.cpp" line="47"/>
        <source>expected an array, found %1</source>
        <translation>একটি অ্যারে প্রত্যাশিত, পাওয়া গেছে %1</translation>
    </message>
    <message>
        <location filename="../app/core/io/jsoncursor.cpp" line="57"/>
        <source>expected a string, found %1</source>
        <translation>একটি স্ট্রিং প্রত্যাশিত, পাওয়া গেছে %1</translation>
    </message>
    <message>
        <location filename="../app/core/io/jsoncursor.cpp" line="58"/>
        <source>expected a non-empty string, found %1</source>
        <translation>ফাঁকা নয় এমন একটি স্ট্রিং প্রত্যাশিত, পাওয়া গেছে %1</translation>
    </message>
    <message>
        <location filename="../app/core/io/jsoncursor.cpp" line="61"/>
        <source>text is %L1 characters long; the limit is %L2</source>
        <translation>লেখাটি %L1 অক্ষর লম্বা; সীমা %L2 অক্ষর</translation>
    </message>
    <message>
        <location filename="../app/core/io/jsoncursor.cpp" line="70"/>
        <source>expected a string or null, found %1</source>
        <translation>একটি স্ট্রিং বা null প্রত্যাশিত, পাওয়া গেছে %1</translation>
    </message>
    <message>
        <location filename="../app/core/io/jsoncursor.cpp" line="81"/>
        <location filename="../app/core/io/jsoncursor.cpp" line="94"/>
        <source>expected a whole number of at least %L1, found %2</source>
        <translation>কমপক্ষে %L1 মানের একটি পূর্ণসংখ্যা প্রত্যাশিত, পাওয়া গেছে %2</translation>
    </message>
    <message>
        <location filename="../app/core/io/jsoncursor.cpp" line="104"/>
        <source>expected a number from %L1 to %L2, found %3</source>
        <translation>%L1 থেকে %L2-এর মধ্যে একটি সংখ্যা প্রত্যাশিত, পাওয়া গেছে %3</translation>
    </message>
    <message>
        <location filename="../app/core/io/jsoncursor.cpp" line="114"/>
        <source>expected true or false, found %1</source>
        <translation>true বা false প্রত্যাশিত, পাওয়া গেছে %1</translation>
    </message>
    <message>
        <location filename="../app/core/io/jsoncursor.cpp" line="126"/>
        <source>expected an ISO 8601 date and time such as %1, or null, found %2</source>
        <translation>%1-এর মতো একটি ISO 8601 তারিখ ও সময়, অথবা null প্রত্যাশিত, পাওয়া গেছে %2</translation>
    </message>
    <message>
        <location filename="../app/core/io/jsoncursor.cpp" line="127"/>
        <source>expected an ISO 8601 date and time such as %1, found %2</source>
        <translation>%1-এর মতো একটি ISO 8601 তারিখ ও সময় প্রত্যাশিত, পাওয়া গেছে %2</translation>
    </message>
    <message>
        <location filename="../app/core/io/jsoncursor.cpp" line="143"/>
        <source>a boolean</source>
        <translation>একটি বুলিয়ান</translation>
    </message>
    <message>
        <location filename="../app/core/io/jsoncursor.cpp" line="145"/>
        <source>a number</source>
        <translation>একটি সংখ্যা</translation>
    </message>
    <message>
        <location filename="../app/core/io/jsoncursor.cpp" line="147"/>
        <source>a string</source>
        <translation>একটি স্ট্রিং</translation>
    </message>
    <message>
        <location filename="../app/core/io/jsoncursor.cpp" line="149"/>
        <source>an array</source>
        <translation>একটি অ্যারে</translation>
    </message>
    <message>
        <location filename="../app/core/io/jsoncursor.cpp" line="151"/>
        <source>an object</source>
        <translation>একটি অবজেক্ট</translation>
    </message>
    <message>
        <location filename="../app/core/io/jsoncursor.cpp" line="155"/>
        <source>nothing</source>
        <translation>কিছুই না</translation>
    </message>
    <message>
        <location filename="../app/core/io/jsonsource.cpp" line="81"/>
        <source>not valid UTF-8 text</source>
        <translation>বৈধ UTF-8 লেখা নয়</translation>
    </message>
    <message>
        <location filename="../app/core/io/jsonsource.cpp" line="85"/>
        <source>nested more than %L1 levels deep</source>
        <translation>নেস্টিংয়ের গভীরতা %L1-এর বেশি</translation>
    </message>
    <message>
        <location filename="../app/core/io/jsonsource.cpp" line="90"/>
        <source>invalid JSON: %1</source>
        <translation>অবৈধ JSON: %1</translation>
    </message>
    <message>
        <location filename="../app/core/io/jsonsource.cpp" line="92"/>
        <source>expected an object at the top level</source>
        <translation>ফাইলের মূলে একটি অবজেক্ট প্রত্যাশিত</translation>
    </message>
</context>
<context>
    <name>JsonReportReader</name>
    <message>
        <location filename="../app/core/report/jsonreportreader.cpp" line="23"/>
        <source>expected an option number from %L1 to %L2, found %3</source>
        <translation>%L1 থেকে %L2 পর্যন্ত একটি বিকল্প নম্বর প্রত্যাশিত, পাওয়া গেছে %3</translation>
    </message>
    <message>
        <location filename="../app/core/report/jsonreportreader.cpp" line="47"/>
        <location filename="../app/core/report/jsonreportreader.cpp" line="56"/>
        <source>expected null for an unanswered question</source>
        <translation>উত্তর না দেওয়া প্রশ্নের জন্য null প্রত্যাশিত</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/report/jsonreportreader.cpp" line="61"/>
        <source>expected at most %Ln hint(s)</source>
        <translation>
            <numerusform>বড়জোর %Lnটি ইঙ্গিত প্রত্যাশিত</numerusform>
            <numerusform>বড়জোর %Lnটি ইঙ্গিত প্রত্যাশিত</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/core/report/jsonreportreader.cpp" line="70"/>
        <source>expected false for a question whose answer key is left out</source>
        <translation>যে প্রশ্নের উত্তরমালা বাদ রাখা হয়েছে, তার জন্য false প্রত্যাশিত</translation>
    </message>
    <message>
        <location filename="../app/core/report/jsonreportreader.cpp" line="80"/>
        <source>expected true (chosenOption equals correctOption)</source>
        <translation>true প্রত্যাশিত (chosenOption আর correctOption সমান)</translation>
    </message>
    <message>
        <location filename="../app/core/report/jsonreportreader.cpp" line="81"/>
        <source>expected false (chosenOption differs from correctOption)</source>
        <translation>false প্রত্যাশিত (chosenOption আর correctOption আলাদা)</translation>
    </message>
    <message>
        <location filename="../app/core/report/jsonreportreader.cpp" line="97"/>
        <source>expected base64 PNG data</source>
        <translation>base64 PNG ডেটা প্রত্যাশিত</translation>
    </message>
    <message>
        <location filename="../app/core/report/jsonreportreader.cpp" line="112"/>
        <source>expected a UUID such as %1, found &quot;%2&quot;</source>
        <translation>%1-এর মতো একটি UUID প্রত্যাশিত, পাওয়া গেছে &quot;%2&quot;</translation>
    </message>
    <message>
        <location filename="../app/core/report/jsonreportreader.cpp" line="117"/>
        <source>expected &quot;immediate&quot;, &quot;exam&quot;, &quot;retry&quot; or &quot;paper&quot;, found &quot;%1&quot;</source>
        <translation>&quot;immediate&quot;, &quot;exam&quot;, &quot;retry&quot; বা &quot;paper&quot; প্রত্যাশিত, পাওয়া গেছে &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../app/core/report/jsonreportreader.cpp" line="137"/>
        <source>the report&apos;s content does not match its digest: it was changed after export (the content&apos;s SHA-256 is %1)</source>
        <translation>রিপোর্টের বিষয়বস্তু এর ডাইজেস্টের সঙ্গে মেলে না: এক্সপোর্টের পরে এটি বদলানো হয়েছে (বিষয়বস্তুর SHA-256 হলো %1)</translation>
    </message>
    <message>
        <location filename="../app/core/report/jsonreportreader.cpp" line="149"/>
        <source>expected true (from the due date and the end of the attempt)</source>
        <translation>true প্রত্যাশিত (জমার শেষ সময় ও প্রচেষ্টা শেষ হওয়ার সময় থেকে হিসাব করে)</translation>
    </message>
    <message>
        <location filename="../app/core/report/jsonreportreader.cpp" line="150"/>
        <source>expected false (from the due date and the end of the attempt)</source>
        <translation>false প্রত্যাশিত (জমার শেষ সময় ও প্রচেষ্টা শেষ হওয়ার সময় থেকে হিসাব করে)</translation>
    </message>
    <message>
        <location filename="../app/core/report/jsonreportreader.cpp" line="156"/>
        <source>expected %1 (counted from $.questions), found %2</source>
        <translation>%1 প্রত্যাশিত ($.questions থেকে গুনে), পাওয়া গেছে %2</translation>
    </message>
    <message>
        <location filename="../app/core/report/jsonreportreader.cpp" line="165"/>
        <source>expected %1 (counted from $.questions and $.quiz.questions)</source>
        <translation>%1 প্রত্যাশিত ($.questions ও $.quiz.questions থেকে গুনে)</translation>
    </message>
    <message>
        <location filename="../app/core/report/jsonreportreader.cpp" line="170"/>
        <source>expected true (counted from $.questions)</source>
        <translation>true প্রত্যাশিত ($.questions থেকে গুনে)</translation>
    </message>
    <message>
        <location filename="../app/core/report/jsonreportreader.cpp" line="171"/>
        <source>expected false (counted from $.questions)</source>
        <translation>false প্রত্যাশিত ($.questions থেকে গুনে)</translation>
    </message>
    <message>
        <location filename="../app/core/report/jsonreportreader.cpp" line="179"/>
        <source>expected &quot;%1&quot;, found &quot;%2&quot;</source>
        <translation>&quot;%1&quot; প্রত্যাশিত, পাওয়া গেছে &quot;%2&quot;</translation>
    </message>
    <message>
        <location filename="../app/core/report/jsonreportreader.cpp" line="183"/>
        <source>version %1 was written by a newer Checkpoint Quiz; this app reads versions %L2 to %L3</source>
        <translation>সংস্করণ %1 Checkpoint Quiz-এর একটি নতুনতর সংস্করণে লেখা; এই অ্যাপ %L2 থেকে %L3 পর্যন্ত সংস্করণ পড়তে পারে</translation>
    </message>
    <message>
        <location filename="../app/core/report/jsonreportreader.cpp" line="196"/>
        <source>expected one of %1, found &quot;%2&quot;</source>
        <translation>এগুলোর একটি প্রত্যাশিত: %1; পাওয়া গেছে &quot;%2&quot;</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/report/jsonreportreader.cpp" line="211"/>
        <source>expected at least the %Ln question(s) of $.questions</source>
        <translation>
            <numerusform>অন্তত $.questions-এর %Lnটি প্রশ্ন প্রত্যাশিত</numerusform>
            <numerusform>অন্তত $.questions-এর %Lnটি প্রশ্ন প্রত্যাশিত</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LearnerDatabase</name>
    <message>
        <location filename="../app/core/review/learnerdatabase.cpp" line="269"/>
        <location filename="../app/core/review/learnerdatabase.cpp" line="287"/>
        <source>it is damaged: %1</source>
        <translation>এটি ক্ষতিগ্রস্ত: %1</translation>
    </message>
    <message>
        <location filename="../app/core/review/learnerdatabase.cpp" line="282"/>
        <source>it cannot be switched to write-ahead logging.</source>
        <translation>এটিকে write-ahead logging (WAL) মোডে নেওয়া যাচ্ছে না।</translation>
    </message>
    <message>
        <location filename="../app/core/review/learnerdatabase.cpp" line="299"/>
        <source>it was written by a newer version of Checkpoint Quiz (schema %1; this one reads %2), so it is left as it is.</source>
        <translation>এটি Checkpoint Quiz-এর নতুন কোনো সংস্করণে লেখা (স্কিমা %1; এই সংস্করণ পড়ে %2), তাই এটি যেমন আছে তেমনই রাখা হলো।</translation>
    </message>
    <message>
        <location filename="../app/core/review/learnerdatabase.cpp" line="305"/>
        <source>it is of an older schema (%1); open Checkpoint Quiz once to bring it up to date.</source>
        <translation>এটি পুরোনো স্কিমার (%1); আপডেট করতে একবার Checkpoint Quiz খুলুন।</translation>
    </message>
    <message>
        <location filename="../app/core/review/learnerdatabase.cpp" line="339"/>
        <source>%1 does not exist.</source>
        <translation>%1 নেই।</translation>
    </message>
    <message>
        <location filename="../app/core/review/learnerdatabase.cpp" line="341"/>
        <source>The folder %1 cannot be created.</source>
        <translation>%1 ফোল্ডারটি তৈরি করা যাচ্ছে না।</translation>
    </message>
    <message>
        <location filename="../app/core/review/learnerdatabase.cpp" line="344"/>
        <source>%1 is a link, so the review schedule is not kept this time.</source>
        <translation>%1 একটি লিংক, তাই এবার পুনরালোচনার সূচি রাখা হচ্ছে না।</translation>
    </message>
    <message>
        <location filename="../app/core/review/learnerdatabase.cpp" line="346"/>
        <source>Qt&apos;s SQLite driver is not installed (Debian: libqt6sql6-sqlite), so the review schedule is not kept.</source>
        <translation>Qt-এর SQLite ড্রাইভার ইনস্টল করা নেই (Debian: libqt6sql6-sqlite), তাই পুনরালোচনার সূচি রাখা হচ্ছে না।</translation>
    </message>
    <message>
        <location filename="../app/core/review/learnerdatabase.cpp" line="365"/>
        <source>%1 It could not be set aside either, so the review schedule is not kept this time.</source>
        <translation>%1 এটিকে আলাদা করেও রাখা যায়নি, তাই এবার পুনরালোচনার সূচি রাখা হচ্ছে না।</translation>
    </message>
    <message>
        <location filename="../app/core/review/learnerdatabase.cpp" line="372"/>
        <source>%1 It was set aside as %2 and a new review schedule was started.</source>
        <translation>%1 এটিকে %2 নামে আলাদা করে রাখা হয়েছে এবং পুনরালোচনার নতুন সূচি শুরু হয়েছে।</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <location filename="../app/core/quiz/lesson.cpp" line="30"/>
        <source>expected &quot;checkpoint-quiz-lesson&quot;</source>
        <translation>&quot;checkpoint-quiz-lesson&quot; প্রত্যাশিত</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/lesson.cpp" line="33"/>
        <source>expected version %1</source>
        <translation>সংস্করণ %1 প্রত্যাশিত</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/lesson.cpp" line="40"/>
        <source>expected %L1 to %L2 steps</source>
        <translation>%L1 থেকে %L2টি ধাপ প্রত্যাশিত</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/lesson.cpp" line="52"/>
        <source>expected true or false</source>
        <translation>true বা false প্রত্যাশিত</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/lesson.cpp" line="56"/>
        <source>expected a &quot;goal&quot; or &quot;play_to_end&quot;: every step asks the learner to do something</source>
        <translation>&quot;goal&quot; বা &quot;play_to_end&quot; প্রত্যাশিত: প্রতিটি ধাপে শিক্ষার্থীকে কিছু একটা করতে বলা হয়</translation>
    </message>
</context>
<context>
    <name>LessonOffer</name>
    <message>
        <location filename="../ui/lessonoffer.cpp" line="65"/>
        <source>The lesson could not be opened.</source>
        <translation>পাঠটি খোলা যায়নি।</translation>
    </message>
    <message>
        <location filename="../ui/lessonoffer.cpp" line="81"/>
        <source>New to gradient checkpointing? A five-step lesson shows it in the simulator.</source>
        <translation>গ্রেডিয়েন্ট চেকপয়েন্টিং-এ নতুন? পাঁচ ধাপের একটি পাঠ সিমুলেটরে বিষয়টি দেখায়।</translation>
    </message>
    <message>
        <location filename="../ui/lessonoffer.cpp" line="82"/>
        <source>Learn in 3 Minutes</source>
        <translation>৩ মিনিটে শিখুন</translation>
    </message>
    <message>
        <location filename="../ui/lessonoffer.cpp" line="83"/>
        <source>Not Now</source>
        <translation>এখন নয়</translation>
    </message>
    <message>
        <location filename="../ui/lessonoffer.cpp" line="84"/>
        <source>Learn in 3 Minutes…</source>
        <translation>৩ মিনিটে শিখুন…</translation>
    </message>
</context>
<context>
    <name>LessonWindow</name>
    <message>
        <location filename="../ui/lessonwindow.cpp" line="129"/>
        <source>Lesson finished</source>
        <translation>পাঠ শেষ</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow.cpp" line="130"/>
        <source>You have seen checkpointing trade memory for recomputation, on a chain and on a real model. Where next?</source>
        <translation>আপনি দেখলেন, চেকপয়েন্টিং পুনর্গণনার বিনিময়ে মেমরি বাঁচায়, একটি চেইনে আর একটি বাস্তব মডেলে। এবার কোথায় যাবেন?</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow.cpp" line="141"/>
        <source>Step %1 of %2</source>
        <translation>ধাপ %1/%2</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow.cpp" line="147"/>
        <source>✓ Done. Press Next.</source>
        <translation>✓ হয়েছে। ‘পরেরটি’ চাপুন।</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow.cpp" line="147"/>
        <source>✓ Done. Press Finish.</source>
        <translation>✓ হয়েছে। ‘শেষ করুন’ চাপুন।</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow.cpp" line="151"/>
        <source>Press Play and let the training step play to its end.</source>
        <translation>‘চালান’ চাপুন এবং ট্রেনিং ধাপটি শেষ পর্যন্ত চলতে দিন।</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow.cpp" line="152"/>
        <source>Back</source>
        <translation>আগেরটি</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow.cpp" line="154"/>
        <source>Next</source>
        <translation>পরেরটি</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow.cpp" line="154"/>
        <source>Finish</source>
        <translation>শেষ করুন</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="121"/>
        <source>Take the Quiz</source>
        <translation>কুইজ দিন</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="122"/>
        <source>Predict, Then Simulate</source>
        <translation>আগে অনুমান, পরে সিমুলেশন</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="123"/>
        <source>Guided Tasks</source>
        <translation>নির্দেশিত কাজ</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../ui/mainwindow.cpp" line="247"/>
        <source>Resume your attempt?</source>
        <translation>অসমাপ্ত প্রচেষ্টাটি চালিয়ে যাবেন?</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="248"/>
        <source>You did not finish “%4”, started on %1 (%2 of %3 questions answered). Continue where you left off? If not, it stays in History.</source>
        <translation>%1-এ শুরু করা “%4” আপনি শেষ করেননি (%3টি প্রশ্নের মধ্যে %2টির উত্তর দেওয়া হয়েছে)। যেখানে থেমেছিলেন, সেখান থেকে চালিয়ে যাবেন? না চাইলে এটি ইতিহাসে থেকে যাবে।</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="279"/>
        <source>Exam mode</source>
        <translation>পরীক্ষা মোড</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="280"/>
        <source>Feedback is held back until you hand in. Time limit in minutes (0 for none):</source>
        <translation>জমা না দেওয়া পর্যন্ত ফিডব্যাক দেখানো হবে না। সময়সীমা, মিনিটে (সীমা না চাইলে ০):</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="327"/>
        <source>Checkpoint Quiz</source>
        <translation>Checkpoint Quiz</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="49"/>
        <source>&amp;File</source>
        <translation>ফাইল (&amp;F)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="51"/>
        <source>&amp;Open Quiz…</source>
        <translation>কুইজ খুলুন (&amp;O)…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="53"/>
        <source>Open &amp;Model Config…</source>
        <translation>মডেল কনফিগারেশন খুলুন (&amp;M)…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="57"/>
        <source>Open Mea&amp;surement…</source>
        <translation>পরিমাপ খুলুন… (&amp;S)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="63"/>
        <source>Open &amp;Recent Quiz</source>
        <translation>সাম্প্রতিক কুইজ খুলুন (&amp;R)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="64"/>
        <source>Export Quiz &amp;As…</source>
        <translation>কুইজ এক্সপোর্ট করুন (&amp;A)…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="68"/>
        <source>&amp;Export Report…</source>
        <translation>রিপোর্ট এক্সপোর্ট করুন (&amp;E)…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="71"/>
        <source>&amp;Print Report…</source>
        <translation>রিপোর্ট প্রিন্ট করুন (&amp;P)…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="73"/>
        <source>Change &amp;Learner Name…</source>
        <translation>শিক্ষার্থীর নাম পরিবর্তন করুন (&amp;L)…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="75"/>
        <source>&amp;New Assignment…</source>
        <translation>নতুন অ্যাসাইনমেন্ট (&amp;N)…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="77"/>
        <source>&amp;Class Results…</source>
        <translation>ক্লাসের ফলাফল (&amp;C)…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="83"/>
        <source>&amp;Quit</source>
        <translation>প্রস্থান (&amp;Q)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="85"/>
        <source>&amp;Quiz</source>
        <translation>কুইজ (&amp;Q)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="90"/>
        <source>Practice: Predict, Then Simulate (New Numbers Each Time)</source>
        <translation>অনুশীলন: আগে অনুমান, পরে সিমুলেশন (প্রতিবার নতুন সংখ্যা)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="93"/>
        <source>New Attempt with &amp;Immediate Feedback</source>
        <translation>তাৎক্ষণিক ফিডব্যাকসহ নতুন প্রচেষ্টা (&amp;I)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="96"/>
        <source>New Attempt in E&amp;xam Mode…</source>
        <translation>পরীক্ষা মোডে নতুন প্রচেষ্টা (&amp;X)…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="99"/>
        <source>&amp;History…</source>
        <translation>ইতিহাস (&amp;H)…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="101"/>
        <source>&amp;Language</source>
        <translation>ভাষা (&amp;L)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="114"/>
        <source>&amp;Help</source>
        <translation>সাহায্য (&amp;H)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="115"/>
        <source>&amp;About Checkpoint Quiz</source>
        <translation>Checkpoint Quiz সম্পর্কে (&amp;A)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="118"/>
        <source>About &amp;Qt</source>
        <translation>Qt সম্পর্কে (&amp;Q)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="335"/>
        <source>Unit chain</source>
        <translation>ইউনিট চেইন</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="336"/>
        <source>Real model (GiB)</source>
        <translation>বাস্তব মডেল (GiB)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="337"/>
        <source>Memory simulator</source>
        <translation>মেমরি সিমুলেটর</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="367"/>
        <source>This quiz is not written in your language; its questions are shown in %1.</source>
        <translation>এই কুইজটি আপনার ভাষায় লেখা নয়; এর প্রশ্নগুলো %1-এ দেখানো হচ্ছে।</translation>
    </message>
</context>
<context>
    <name>Measurement</name>
    <message>
        <location filename="../app/core/realistic/measurementcomparison.cpp" line="34"/>
        <source>expected &quot;gelu&quot; or &quot;swiglu&quot;, found &quot;%1&quot;</source>
        <translation>&quot;gelu&quot; বা &quot;swiglu&quot; প্রত্যাশিত, পাওয়া গেছে &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/measurementcomparison.cpp" line="52"/>
        <source>not a Checkpoint Quiz measurement (expected &quot;checkpoint-quiz-measurement&quot;)</source>
        <translation>এটি Checkpoint Quiz-এর পরিমাপ নয় (&quot;checkpoint-quiz-measurement&quot; প্রত্যাশিত)</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/measurementcomparison.cpp" line="55"/>
        <source>format version %1 is not one this app reads (%2)</source>
        <translation>ফরম্যাট সংস্করণ %1 এই অ্যাপ পড়ে না (পড়ে %2)</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/measurementcomparison.cpp" line="70"/>
        <source>expected &quot;bfloat16&quot;, &quot;float16&quot; or &quot;float32&quot;, found &quot;%1&quot;</source>
        <translation>&quot;bfloat16&quot;, &quot;float16&quot; বা &quot;float32&quot; প্রত্যাশিত, পাওয়া গেছে &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/measurementcomparison.cpp" line="74"/>
        <source>expected &quot;eager&quot; or &quot;sdpa&quot;, found &quot;%1&quot;</source>
        <translation>&quot;eager&quot; বা &quot;sdpa&quot; প্রত্যাশিত, পাওয়া গেছে &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/measurementcomparison.cpp" line="84"/>
        <source>expected one of %1, found &quot;%2&quot;</source>
        <translation>এগুলোর একটি প্রত্যাশিত: %1; পাওয়া গেছে &quot;%2&quot;</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/measurementcomparison.cpp" line="101"/>
        <source>expected %1 readings, one per block, found %2</source>
        <translation>%1টি রিডিং প্রত্যাশিত, প্রতি ব্লকে একটি; পাওয়া গেছে %2টি</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/measurementcomparison.cpp" line="105"/>
        <source>expected the last block&apos;s reading, found null</source>
        <translation>শেষ ব্লকের রিডিং প্রত্যাশিত, পাওয়া গেছে null</translation>
    </message>
</context>
<context>
    <name>MeasurementComparison</name>
    <message>
        <location filename="../app/core/realistic/measurementcomparison.cpp" line="161"/>
        <source>On CPU the counter also counts the Python interpreter&apos;s own objects (autograd&apos;s graph, the checkpoints&apos; bookkeeping), which are not tensors.</source>
        <translation>CPU-তে কাউন্টারটি Python ইন্টারপ্রেটারের নিজের অবজেক্টও গোনে (autograd-এর গ্রাফ, চেকপয়েন্টের হিসাবপত্র), যেগুলো টেনসর নয়।</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/measurementcomparison.cpp" line="177"/>
        <source>PyTorch&apos;s eager RMSNorm and rotary embedding keep more than the fused kernels the app&apos;s Llama block assumes.</source>
        <translation>PyTorch-এর eager RMSNorm ও rotary embedding অ্যাপের Llama ব্লক যে ফিউজড কার্নেল ধরে নেয়, তার চেয়ে বেশি রাখে।</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/measurementcomparison.cpp" line="181"/>
        <source>The script&apos;s eager attention keeps the softmax&apos;s output in 32 bits where the app&apos;s block keeps it in 16 (a fused softmax).</source>
        <translation>স্ক্রিপ্টের eager অ্যাটেনশন softmax-এর আউটপুট ৩২ বিটে রাখে, যেখানে অ্যাপের ব্লক রাখে ১৬ বিটে (একটি ফিউজড softmax)।</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/measurementcomparison.cpp" line="186"/>
        <source>%1 bytes of it are the last block&apos;s output, which the logits take next.</source>
        <translation>এর %1 বাইট হলো শেষ ব্লকের আউটপুট, যা এরপর লজিট নেয়।</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/measurementcomparison.cpp" line="195"/>
        <source>The app keeps the last segment&apos;s saves from the forward pass (%1 bytes beyond its input), as an ideal schedule does; torch.utils.checkpoint checkpoints that segment too, with the same peak.</source>
        <translation>অ্যাপ শেষ সেগমেন্টের সংরক্ষিত মানগুলো ফরওয়ার্ড পাস থেকেই রেখে দেয় (তার ইনপুটের বাইরে %1 বাইট), যেমন একটি আদর্শ শিডিউল করে; torch.utils.checkpoint সেই সেগমেন্টকেও চেকপয়েন্ট করে, সর্বোচ্চ মেমরি একই থাকে।</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/measurementcomparison.cpp" line="204"/>
        <source>The logits in the step&apos;s precision, their 32-bit copy for the loss and the loss&apos;s own log-softmax.</source>
        <translation>ধাপের প্রিসিশনে লজিট, লসের জন্য তাদের ৩২-বিট কপি এবং লসের নিজের log-softmax।</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/measurementcomparison.cpp" line="208"/>
        <source>Predicted as the activations&apos; and logits&apos; peak plus every parameter&apos;s gradient in the step&apos;s precision, a bound: each block&apos;s gradients are made as its activations are freed.</source>
        <translation>পূর্বাভাস: অ্যাক্টিভেশন ও লজিটের সর্বোচ্চ মান, সঙ্গে ধাপের প্রিসিশনে প্রতিটি প্যারামিটারের গ্রেডিয়েন্ট; এটি একটি ঊর্ধ্বসীমা, কারণ প্রতিটি ব্লকের গ্রেডিয়েন্ট তৈরি হয় যখন তার অ্যাক্টিভেশন মুক্ত হয়।</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/measurementcomparison.cpp" line="211"/>
        <source>On CPU the measured peak is the highest of readings taken as each block&apos;s backward begins.</source>
        <translation>CPU-তে মাপা সর্বোচ্চ মান হলো প্রতিটি ব্লকের ব্যাকপ্রোপাগেশন শুরুর সময় নেওয়া রিডিংগুলোর মধ্যে সবচেয়ে বড়টি।</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/measurementcomparison.cpp" line="223"/>
        <source>Block %1</source>
        <translation>ব্লক %1</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/measurementcomparison.cpp" line="225"/>
        <source>%1 bytes of it are the block&apos;s output, on its way to the next block.</source>
        <translation>এর %1 বাইট হলো ব্লকের আউটপুট, যা পরের ব্লকের দিকে যাচ্ছে।</translation>
    </message>
</context>
<context>
    <name>MeasurementDialog</name>
    <message>
        <location filename="../ui/measurementdialog.cpp" line="34"/>
        <source>Measured and Predicted</source>
        <translation>মাপা ও পূর্বাভাসিত</translation>
    </message>
    <message>
        <location filename="../ui/measurementdialog.cpp" line="42"/>
        <source>%1 as it ran: %2 blocks, hidden size %3, sequence %4, micro-batch %5, recompute %6; PyTorch %7 on %8, counted by %9.</source>
        <extracomment>%1 model, %2 blocks, %3 hidden size, %4 sequence length, %5 micro-batch, %6 policy, %7 PyTorch version, %8 cpu or cuda, %9 how the bytes were counted</extracomment>
        <translation>%1 যেভাবে চলেছে: %2টি ব্লক, হিডেন সাইজ %3, সিকোয়েন্স %4, মাইক্রো-ব্যাচ %5, পুনর্গণনা %6; %8-এ PyTorch %7, গোনা হয়েছে %9 দিয়ে।</translation>
    </message>
    <message>
        <location filename="../ui/measurementdialog.cpp" line="50"/>
        <source>What</source>
        <translation>কী</translation>
    </message>
    <message>
        <location filename="../ui/measurementdialog.cpp" line="50"/>
        <source>Predicted</source>
        <translation>পূর্বাভাস</translation>
    </message>
    <message>
        <location filename="../ui/measurementdialog.cpp" line="50"/>
        <source>Measured</source>
        <translation>মাপা</translation>
    </message>
    <message>
        <location filename="../ui/measurementdialog.cpp" line="50"/>
        <source>Residual</source>
        <translation>পার্থক্য</translation>
    </message>
    <message>
        <location filename="../ui/measurementdialog.cpp" line="50"/>
        <source>Why</source>
        <translation>কারণ</translation>
    </message>
    <message>
        <location filename="../ui/measurementdialog.cpp" line="62"/>
        <source>&amp;Show This Setup</source>
        <translation>এই সেটআপ দেখান (&amp;S)</translation>
    </message>
    <message>
        <location filename="../ui/measurementdialog.cpp" line="64"/>
        <source>Put the setup as it ran into the real-model form</source>
        <translation>সেটআপটি যেভাবে চলেছে সেভাবে বাস্তব মডেলের ফর্মে বসান</translation>
    </message>
    <message>
        <location filename="../ui/measurementdialog.cpp" line="84"/>
        <source>Activations when the forward pass ends</source>
        <translation>ফরওয়ার্ড পাস শেষে অ্যাক্টিভেশন</translation>
    </message>
    <message>
        <location filename="../ui/measurementdialog.cpp" line="85"/>
        <source>Logits and loss</source>
        <translation>লজিট ও লস</translation>
    </message>
    <message>
        <location filename="../ui/measurementdialog.cpp" line="86"/>
        <source>Backward pass, peak</source>
        <translation>ব্যাকপ্রোপাগেশন, সর্বোচ্চ</translation>
    </message>
    <message>
        <location filename="../ui/measurementdialog.cpp" line="94"/>
        <source>%1 (%2 %)</source>
        <extracomment>%1 the residual&apos;s size, %2 its share of the prediction in percent</extracomment>
        <translation>%1 (%2 %)</translation>
    </message>
    <message>
        <location filename="../ui/measurementdialog.cpp" line="99"/>
        <source>Unexplained: %1 (%2 bytes).</source>
        <translation>ব্যাখ্যাহীন: %1 (%2 বাইট)।</translation>
    </message>
    <message>
        <location filename="../ui/measurementdialog.cpp" line="109"/>
        <source>%1 bytes</source>
        <translation>%1 বাইট</translation>
    </message>
    <message>
        <location filename="../ui/measurementdialog.cpp" line="118"/>
        <source>Open Measurement</source>
        <translation>পরিমাপ খুলুন</translation>
    </message>
    <message>
        <location filename="../ui/measurementdialog.cpp" line="118"/>
        <source>Measurement (*.json)</source>
        <translation>পরিমাপ (*.json)</translation>
    </message>
    <message>
        <location filename="../ui/measurementdialog.cpp" line="130"/>
        <source>%1 cannot be compared.</source>
        <translation>%1 তুলনা করা যায় না।</translation>
    </message>
</context>
<context>
    <name>MeasurementExport</name>
    <message>
        <location filename="../ui/measurementexport.cpp" line="21"/>
        <source>Export Measurement Script</source>
        <translation>পরিমাপ স্ক্রিপ্ট এক্সপোর্ট করুন</translation>
    </message>
    <message>
        <location filename="../ui/measurementexport.cpp" line="22"/>
        <source>Python script (*.py)</source>
        <translation>Python স্ক্রিপ্ট (*.py)</translation>
    </message>
    <message>
        <location filename="../ui/measurementexport.cpp" line="29"/>
        <source>The measurement script could not be saved to %1.</source>
        <translation>পরিমাপ স্ক্রিপ্টটি %1-এ সংরক্ষণ করা যায়নি।</translation>
    </message>
    <message>
        <location filename="../ui/measurementexport.cpp" line="47"/>
        <source>Saved %1: run it with python3 where PyTorch is installed; --help lists the options that shrink it for a laptop.</source>
        <extracomment>%1 is the script&apos;s file name</extracomment>
        <translation>%1 সংরক্ষিত হয়েছে: যেখানে PyTorch ইনস্টল করা আছে সেখানে python3 দিয়ে চালান; ল্যাপটপে চালানোর মতো ছোট করার অপশনগুলো --help দেখায়।</translation>
    </message>
</context>
<context>
    <name>MemoryBudgetBars</name>
    <message>
        <location filename="../ui/memorybudgetbars.cpp" line="125"/>
        <source>Weights</source>
        <translation>ওয়েট</translation>
    </message>
    <message>
        <location filename="../ui/memorybudgetbars.cpp" line="126"/>
        <source>Gradients</source>
        <translation>গ্রেডিয়েন্ট</translation>
    </message>
    <message>
        <location filename="../ui/memorybudgetbars.cpp" line="127"/>
        <source>Optimizer state</source>
        <translation>অপটিমাইজার স্টেট</translation>
    </message>
    <message>
        <location filename="../ui/memorybudgetbars.cpp" line="128"/>
        <source>Activations and logits at their peak</source>
        <translation>সর্বোচ্চ অবস্থায় অ্যাক্টিভেশন ও লজিট</translation>
    </message>
    <message>
        <location filename="../ui/memorybudgetbars.cpp" line="129"/>
        <source>Gather buffers and reserve</source>
        <translation>গ্যাদার বাফার ও রিজার্ভ</translation>
    </message>
    <message>
        <location filename="../ui/memorybudgetbars.cpp" line="132"/>
        <source>GPU memory (%1)</source>
        <extracomment>%1 is the GPU&apos;s memory with its unit, e.g. &quot;80.00 GiB&quot;.</extracomment>
        <translation>GPU মেমরি (%1)</translation>
    </message>
    <message>
        <location filename="../ui/memorybudgetbars.cpp" line="133"/>
        <source>GiB per GPU</source>
        <translation>প্রতি GPU-তে GiB</translation>
    </message>
</context>
<context>
    <name>MemoryTimelineChart</name>
    <message>
        <location filename="../ui/memorytimelinechart.cpp" line="328"/>
        <source>Activation memory during one training step</source>
        <translation>একটি ট্রেনিং ধাপে অ্যাক্টিভেশন মেমরি</translation>
    </message>
    <message>
        <location filename="../ui/memorytimelinechart.cpp" line="165"/>
        <source>Saved activations</source>
        <translation>সংরক্ষিত অ্যাক্টিভেশন</translation>
    </message>
    <message>
        <location filename="../ui/memorytimelinechart.cpp" line="161"/>
        <source>Recompute</source>
        <translation>পুনর্গণনা</translation>
    </message>
    <message>
        <location filename="../ui/memorytimelinechart.cpp" line="157"/>
        <source>Zoom to this schedule</source>
        <translation>এই শিডিউলে জুম করুন</translation>
    </message>
    <message>
        <location filename="../ui/memorytimelinechart.cpp" line="158"/>
        <source>Scale the memory axis to this schedule&apos;s peak; store-all is cut off at the top</source>
        <translation>মেমরির অক্ষটি এই শিডিউলের সর্বোচ্চ মান পর্যন্ত দেখায়; সব সংরক্ষণের রেখা ওপরে কাটা পড়ে</translation>
    </message>
    <message>
        <location filename="../ui/memorytimelinechart.cpp" line="159"/>
        <source>Store all</source>
        <translation>সব সংরক্ষণ</translation>
    </message>
    <message>
        <location filename="../ui/memorytimelinechart.cpp" line="160"/>
        <source>This schedule</source>
        <translation>এই শিডিউল</translation>
    </message>
    <message>
        <location filename="../ui/memorytimelinechart.cpp" line="162"/>
        <source>Peak</source>
        <translation>সর্বোচ্চ</translation>
    </message>
    <message>
        <location filename="../ui/memorytimelinechart.cpp" line="164"/>
        <source>Time (layer forwards)</source>
        <translation>সময় (লেয়ার ফরওয়ার্ড)</translation>
    </message>
    <message>
        <location filename="../ui/memorytimelinechart.cpp" line="166"/>
        <location filename="../ui/memorytimelinechartoverlay.cpp" line="142"/>
        <source>Forward</source>
        <translation>ফরওয়ার্ড</translation>
    </message>
    <message>
        <location filename="../ui/memorytimelinechart.cpp" line="167"/>
        <location filename="../ui/memorytimelinechartoverlay.cpp" line="146"/>
        <source>Backward</source>
        <translation>ব্যাকপ্রোপাগেশন</translation>
    </message>
    <message>
        <location filename="../ui/memorytimelinechart.cpp" line="168"/>
        <source>Each tooth is narrower than a pixel: its envelope is drawn</source>
        <translation>প্রতিটি দাঁত এক পিক্সেলের চেয়েও সরু: তাই কেবল এর আবরণরেখা (এনভেলপ) আঁকা হয়েছে</translation>
    </message>
    <message>
        <location filename="../ui/memorytimelinechart.cpp" line="188"/>
        <source>↑ store all peaks at %1</source>
        <translation>↑ সব সংরক্ষণের সর্বোচ্চ মান %1</translation>
    </message>
    <message>
        <location filename="../ui/memorytimelinechartoverlay.cpp" line="140"/>
        <source>Step finished</source>
        <translation>ধাপ শেষ</translation>
    </message>
    <message>
        <location filename="../ui/memorytimelinechartoverlay.cpp" line="144"/>
        <source>Backward: recompute</source>
        <translation>ব্যাকপ্রোপাগেশন: পুনর্গণনা</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/memorytimelinechartoverlay.cpp" line="147"/>
        <source>Time %1
This schedule: %2 saved activations
Store all: %3
%4</source>
        <translation>
            <numerusform>সময় %1
এই শিডিউল: %2টি সংরক্ষিত অ্যাক্টিভেশন
সব সংরক্ষণ: %3
%4</numerusform>
            <numerusform>সময় %1
এই শিডিউল: %2টি সংরক্ষিত অ্যাক্টিভেশন
সব সংরক্ষণ: %3
%4</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/memorytimelinechart.cpp" line="181"/>
        <source>Peak %1</source>
        <translation>সর্বোচ্চ %1</translation>
    </message>
</context>
<context>
    <name>ModelConfig</name>
    <message>
        <location filename="../app/core/realistic/modelconfig.cpp" line="40"/>
        <source>&quot;%1&quot; is not a model type this app models (%2)</source>
        <translation>&quot;%1&quot; এই অ্যাপে মডেল করা কোনো মডেল টাইপ নয় (সমর্থিত টাইপ: %2)</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/modelconfig.cpp" line="69"/>
        <source>expected true or false, found %1</source>
        <translation>true বা false প্রত্যাশিত, পাওয়া গেছে %1</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/modelconfig.cpp" line="77"/>
        <source>%1 is not modelled</source>
        <translation>%1 মডেল করা হয় না</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/modelconfig.cpp" line="111"/>
        <source>&quot;%1&quot; is not modelled; a GPT-2 block uses GELU</source>
        <translation>&quot;%1&quot; মডেল করা হয় না; GPT-2 ব্লক GELU ব্যবহার করে</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/modelconfig.cpp" line="123"/>
        <source>num_key_value_heads is absent: every head has its own keys and values, as in Hugging Face&apos;s default.</source>
        <translation>num_key_value_heads নেই: Hugging Face-এর ডিফল্টের মতো প্রতিটি হেডের নিজস্ব কী ও ভ্যালু আছে।</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/modelconfig.cpp" line="130"/>
        <source>tie_word_embeddings is absent: the output head is a separate matrix, as in Hugging Face&apos;s default for %1.</source>
        <translation>tie_word_embeddings নেই: %1-এর জন্য Hugging Face-এর ডিফল্টের মতো আউটপুট হেড একটি আলাদা ম্যাট্রিক্স।</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/modelconfig.cpp" line="135"/>
        <source>&quot;%1&quot; is not modelled; the block&apos;s MLP is SwiGLU (silu)</source>
        <translation>&quot;%1&quot; মডেল করা হয় না; ব্লকের MLP হলো SwiGLU (silu)</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/modelconfig.cpp" line="137"/>
        <source>a bias on every attention projection</source>
        <translation>প্রতিটি অ্যাটেনশন প্রজেকশনে বায়াস</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/modelconfig.cpp" line="138"/>
        <source>a bias on the MLP</source>
        <translation>MLP-তে বায়াস</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/modelconfig.cpp" line="152"/>
        <source>only configs in which every layer is a mixture of experts (value 1) are modelled</source>
        <translation>কেবল সেই কনফিগারেশন মডেল করা হয়, যেখানে প্রতিটি লেয়ারই মিক্সচার অব এক্সপার্টস (মান ১)</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/modelconfig.cpp" line="156"/>
        <source>dense layers between the expert layers are not modelled</source>
        <translation>এক্সপার্ট লেয়ারগুলোর মাঝের ডেন্স লেয়ার মডেল করা হয় না</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/modelconfig.cpp" line="161"/>
        <source>max_position_embeddings is absent: the sequence length starts at 4,096.</source>
        <translation>max_position_embeddings নেই: সিকোয়েন্স দৈর্ঘ্য শুরুতে ৪,০৯৬ ধরা হয়।</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/modelconfig.cpp" line="165"/>
        <source>The sequence length starts at %L1, not the %L2 positions the config allows; set it in the training setup.</source>
        <translation>সিকোয়েন্স দৈর্ঘ্য শুরুতে %L1 ধরা হয়, কনফিগারেশন যে %L2টি পজিশন অনুমোদন করে তা নয়; ট্রেনিং সেটআপে এটি ঠিক করে দিন।</translation>
    </message>
</context>
<context>
    <name>ModelConfigDialog</name>
    <message>
        <location filename="../ui/modelconfigdialog.cpp" line="11"/>
        <location filename="../ui/modelconfigdialog.cpp" line="20"/>
        <source>Open Model Config</source>
        <translation>মডেল কনফিগারেশন খুলুন</translation>
    </message>
    <message>
        <location filename="../ui/modelconfigdialog.cpp" line="12"/>
        <source>Hugging Face model configs (*.json);;All files (*)</source>
        <translation>Hugging Face মডেল কনফিগারেশন (*.json);;সব ফাইল (*)</translation>
    </message>
</context>
<context>
    <name>ModelState</name>
    <message>
        <location filename="../app/core/realistic/modelstate.cpp" line="19"/>
        <source>the model state in bytes exceeds 64 bits</source>
        <translation>মডেল স্টেটের বাইট-সংখ্যা ৬৪ বিটের সীমা ছাড়িয়ে যায়</translation>
    </message>
</context>
<context>
    <name>PlanPanel</name>
    <message>
        <location filename="../ui/planpanel.ui" line="6"/>
        <source>Plan: the setups that fit</source>
        <translation>পরিকল্পনা: মেমরিতে আঁটে এমন সেটআপ</translation>
    </message>
    <message>
        <location filename="../ui/planpanel.ui" line="16"/>
        <source>GPUs in all:</source>
        <translation>মোট GPU:</translation>
    </message>
    <message>
        <location filename="../ui/planpanel.ui" line="104"/>
        <source>GPU:</source>
        <translation>GPU:</translation>
    </message>
    <message>
        <location filename="../ui/planpanel.ui" line="45"/>
        <source>Global batch (sequences):</source>
        <translation>গ্লোবাল ব্যাচ (সিকোয়েন্স):</translation>
    </message>
    <message>
        <location filename="../ui/planpanel.ui" line="117"/>
        <source>Peak (TFLOP/s):</source>
        <translation>সর্বোচ্চ গণনাক্ষমতা (TFLOP/s):</translation>
    </message>
    <message>
        <location filename="../ui/planpanel.ui" line="74"/>
        <source>Utilisation (% of peak):</source>
        <translation>ব্যবহারের হার (সর্বোচ্চ গণনাক্ষমতার %):</translation>
    </message>
    <message>
        <location filename="../ui/planpanel.ui" line="146"/>
        <source>Host link:</source>
        <translation>হোস্ট লিংক:</translation>
    </message>
    <message>
        <location filename="../ui/planpanel.ui" line="203"/>
        <source>&amp;Use the selected setup</source>
        <translation>নির্বাচিত সেটআপ ব্যবহার করুন (&amp;U)</translation>
    </message>
    <message>
        <location filename="../ui/planpanel.ui" line="210"/>
        <source>The measurement script of the selected setup: one training step in PyTorch, measured</source>
        <translation>নির্বাচিত সেটআপের পরিমাপ স্ক্রিপ্ট: PyTorch-এ একটি ট্রেনিং ধাপ, মেপে দেখা</translation>
    </message>
    <message>
        <location filename="../ui/planpanel.ui" line="213"/>
        <source>Export Measurement Script…</source>
        <translation>পরিমাপ স্ক্রিপ্ট এক্সপোর্ট করুন…</translation>
    </message>
    <message>
        <location filename="../ui/planpanel.ui" line="242"/>
        <source>Make this &amp;change</source>
        <translation>এই পরিবর্তনটি করুন (&amp;C)</translation>
    </message>
    <message>
        <location filename="../ui/planpanel.cpp" line="134"/>
        <source>%1: %2, %3 TFLOP/s</source>
        <extracomment>%1 is a GPU&apos;s name (H100 SXM), %2 its memory (80 GiB), %3 its dense 16-bit peak in TFLOP/s.</extracomment>
        <translation>%1: %2, %3 TFLOP/s</translation>
    </message>
    <message>
        <location filename="../ui/planpanel.cpp" line="138"/>
        <source>Other (the form&apos;s memory, this peak)</source>
        <translation>অন্যান্য (ফর্মের GPU মেমরি, এখানে দেওয়া সর্বোচ্চ গণনাক্ষমতা)</translation>
    </message>
    <message>
        <location filename="../ui/planpanel.cpp" line="143"/>
        <source>%1, %2 GB/s</source>
        <extracomment>%1 is a link&apos;s name (PCIe Gen4 ×16), %2 its bandwidth per direction in GB/s.</extracomment>
        <translation>%1, %2 GB/s</translation>
    </message>
    <message>
        <location filename="../ui/planpanel.cpp" line="178"/>
        <source>Planning…</source>
        <translation>পরিকল্পনা করা হচ্ছে…</translation>
    </message>
    <message>
        <location filename="../ui/planpanel.cpp" line="186"/>
        <source>Planning was cancelled: change an input to plan again.</source>
        <translation>পরিকল্পনা বাতিল করা হয়েছে: আবার পরিকল্পনা করতে কোনো ইনপুট বদলান।</translation>
    </message>
    <message>
        <location filename="../ui/planpanel.cpp" line="233"/>
        <source>No plan for this input: %1.</source>
        <extracomment>%1 is the planner&apos;s message, e.g. &quot;the global batch must be between 1 and …&quot;.</extracomment>
        <translation>এই ইনপুটের জন্য কোনো পরিকল্পনা নেই: %1।</translation>
    </message>
    <message>
        <location filename="../ui/planpanel.cpp" line="237"/>
        <source>%1 of %2 parallel layouts fit (%3 setups tried in %4 ms); the table lists the cheapest setup of each. In %5 of the others the model state alone overflows, in %6 the activations and logits do even with full recomputation. Step times count FLOPs, the pipeline bubble and offload transfers, not communication or the CPU&apos;s optimizer step.</source>
        <extracomment>%1 fitting layouts of %2, %3 setups tried, %4 milliseconds; %5 and %6 counts of layouts.</extracomment>
        <translation>%2টি প্যারালেল বিন্যাসের মধ্যে %1টি আঁটে (%4 ms-এ %3টি সেটআপ চেষ্টা করা হয়েছে); টেবিলে প্রতিটি বিন্যাসের সবচেয়ে কম খরচের সেটআপটি দেখানো হয়েছে। বাকিগুলোর মধ্যে %5টিতে শুধু মডেল স্টেটই মেমরি ছাপিয়ে যায়, %6টিতে পুরো পুনর্গণনা করলেও অ্যাক্টিভেশন ও লজিট মেমরি ছাপিয়ে যায়। ধাপের সময়ে FLOPs, পাইপলাইন বাবল ও অফলোড ট্রান্সফার গোনা হয়; কমিউনিকেশন বা CPU-তে অপটিমাইজারের ধাপ নয়।</translation>
    </message>
    <message>
        <location filename="../ui/planpanel.cpp" line="247"/>
        <source>A pipeline stage has more than %1 layers, so not every checkpoint spacing was tried: about 2√L of them.</source>
        <translation>একটি পাইপলাইন স্টেজে %1টির বেশি লেয়ার আছে, তাই চেকপয়েন্টের সব ব্যবধান চেষ্টা করা হয়নি: মোটামুটি ২√L সংখ্যক।</translation>
    </message>
    <message>
        <location filename="../ui/planpanel.cpp" line="262"/>
        <source>The form&apos;s setup has no figures: %1.</source>
        <translation>ফর্মে দেওয়া সেটআপের কোনো হিসাব নেই: %1।</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/planpanel.cpp" line="265"/>
        <source>The form&apos;s setup on %Ln GPU(s): </source>
        <extracomment>%Ln is the GPUs the form&apos;s setup uses (t × p × d).</extracomment>
        <translation>
            <numerusform>%Lnটি GPU-তে ফর্মে দেওয়া সেটআপ: </numerusform>
            <numerusform>%Lnটি GPU-তে ফর্মে দেওয়া সেটআপ: </numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/planpanel.cpp" line="274"/>
        <source>tensor parallelism %1 with SP</source>
        <translation>SP-সহ টেনসর প্যারালেলিজম %1</translation>
    </message>
    <message>
        <location filename="../ui/planpanel.cpp" line="275"/>
        <source>tensor parallelism %1</source>
        <translation>টেনসর প্যারালেলিজম %1</translation>
    </message>
    <message>
        <location filename="../ui/planpanel.cpp" line="277"/>
        <source>%1 pipeline stages</source>
        <translation>%1টি পাইপলাইন স্টেজ</translation>
    </message>
    <message>
        <location filename="../ui/planpanel.cpp" line="279"/>
        <source>micro-batch %1</source>
        <translation>মাইক্রো-ব্যাচ %1</translation>
    </message>
    <message>
        <location filename="../ui/planpanel.cpp" line="281"/>
        <source>ZeRO stage %1</source>
        <translation>ZeRO স্টেজ %1</translation>
    </message>
    <message>
        <location filename="../ui/planpanel.cpp" line="283"/>
        <source>the optimizer state in host memory</source>
        <translation>হোস্ট মেমরিতে অপটিমাইজার স্টেট</translation>
    </message>
    <message>
        <location filename="../ui/planpanel.cpp" line="284"/>
        <source>the optimizer state on the GPU</source>
        <translation>GPU-তে অপটিমাইজার স্টেট</translation>
    </message>
    <message>
        <location filename="../ui/planpanel.cpp" line="286"/>
        <source>recompute: %1</source>
        <translation>পুনর্গণনা: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/planpanel.cpp" line="290"/>
        <source>Smallest change that fits on %Ln GPU(s): %1 (%2 per GPU, a step of %3 s).</source>
        <extracomment>%1 lists the changes, %2 the memory per GPU then, %3 the step time in seconds.</extracomment>
        <translation>
            <numerusform>%Lnটি GPU-তে আঁটে এমন সবচেয়ে ছোট পরিবর্তন: %1 (প্রতি GPU-তে %2, প্রতি ধাপে %3 s)।</numerusform>
            <numerusform>%Lnটি GPU-তে আঁটে এমন সবচেয়ে ছোট পরিবর্তন: %1 (প্রতি GPU-তে %2, প্রতি ধাপে %3 s)।</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/planpanel.cpp" line="292"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../ui/planpanel.cpp" line="309"/>
        <source>Offloading instead of recomputing: the %1 per block that recomputation drops take %3 ms to the host and back over %2; recomputing them takes %4 ms at %5 TFLOP/s and %6% utilisation. Offloading is faster above %7 GB/s (transfers not overlapped with compute).</source>
        <extracomment>%1 a size per block, %2 a link with its bandwidth, %3 and %4 milliseconds, %5 TFLOP/s, %6 a percentage, %7 a bandwidth in GB/s.</extracomment>
        <translation>পুনর্গণনার বদলে অফলোড: পুনর্গণনা প্রতি ব্লকে যে %1 ধরে রাখে না, তা %2 দিয়ে হোস্টে পাঠিয়ে আবার ফিরিয়ে আনতে %3 ms লাগে; %5 TFLOP/s ও %6% ব্যবহারের হারে সেগুলো পুনর্গণনা করতে লাগে %4 ms। %7 GB/s-এর বেশি হলে অফলোড দ্রুততর (ট্রান্সফার গণনার সঙ্গে ওভারল্যাপ করে না ধরে)।</translation>
    </message>
</context>
<context>
    <name>PlanTableModel</name>
    <message>
        <location filename="../ui/planpanel.cpp" line="35"/>
        <location filename="../ui/plantablemodel.cpp" line="110"/>
        <source>full, k = %1</source>
        <translation>পুরো, k = %1</translation>
    </message>
    <message>
        <location filename="../ui/plantablemodel.cpp" line="16"/>
        <source>none</source>
        <translation>নেই</translation>
    </message>
    <message>
        <location filename="../ui/plantablemodel.cpp" line="18"/>
        <source>selective</source>
        <translation>সিলেক্টিভ</translation>
    </message>
    <message>
        <location filename="../ui/plantablemodel.cpp" line="20"/>
        <source>full</source>
        <translation>পুরো</translation>
    </message>
    <message>
        <location filename="../ui/plantablemodel.cpp" line="22"/>
        <source>the MLP</source>
        <translation>MLP</translation>
    </message>
    <message>
        <location filename="../ui/plantablemodel.cpp" line="24"/>
        <source>the norms</source>
        <translation>নরমালাইজেশন লেয়ার</translation>
    </message>
    <message>
        <location filename="../ui/plantablemodel.cpp" line="26"/>
        <source>all but matmuls</source>
        <translation>ম্যাট্রিক্স গুণন ছাড়া সব</translation>
    </message>
    <message>
        <location filename="../ui/plantablemodel.cpp" line="28"/>
        <source>custom</source>
        <translation>কাস্টম</translation>
    </message>
    <message>
        <location filename="../ui/plantablemodel.cpp" line="97"/>
        <source>%1 + SP</source>
        <extracomment>the tensor-parallel size with sequence parallelism, as in &quot;8 + SP&quot;</extracomment>
        <translation>%1 + SP</translation>
    </message>
    <message>
        <location filename="../ui/plantablemodel.cpp" line="113"/>
        <source>yes</source>
        <translation>হ্যাঁ</translation>
    </message>
    <message>
        <location filename="../ui/plantablemodel.cpp" line="113"/>
        <source>no</source>
        <translation>না</translation>
    </message>
    <message>
        <location filename="../ui/plantablemodel.cpp" line="117"/>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <location filename="../ui/plantablemodel.cpp" line="133"/>
        <source>Tensor-parallel size (+ SP: with sequence parallelism)</source>
        <translation>টেনসর প্যারালেলিজমের আকার (+ SP: সিকোয়েন্স প্যারালেলিজমসহ)</translation>
    </message>
    <message>
        <location filename="../ui/plantablemodel.cpp" line="135"/>
        <source>Pipeline stages</source>
        <translation>পাইপলাইন স্টেজের সংখ্যা</translation>
    </message>
    <message>
        <location filename="../ui/plantablemodel.cpp" line="137"/>
        <source>Data-parallel GPUs</source>
        <translation>ডেটা প্যারালেল GPU-র সংখ্যা</translation>
    </message>
    <message>
        <location filename="../ui/plantablemodel.cpp" line="139"/>
        <source>ZeRO stage</source>
        <translation>ZeRO স্টেজ</translation>
    </message>
    <message>
        <location filename="../ui/plantablemodel.cpp" line="141"/>
        <source>Micro-batch</source>
        <translation>মাইক্রো-ব্যাচ</translation>
    </message>
    <message>
        <location filename="../ui/plantablemodel.cpp" line="143"/>
        <source>What is recomputed in the backward pass</source>
        <translation>ব্যাকপ্রোপাগেশনে কী পুনর্গণনা করা হয়</translation>
    </message>
    <message>
        <location filename="../ui/plantablemodel.cpp" line="143"/>
        <source>Recompute</source>
        <translation>পুনর্গণনা</translation>
    </message>
    <message>
        <location filename="../ui/plantablemodel.cpp" line="145"/>
        <source>Optimizer state in host memory (ZeRO-Offload)</source>
        <translation>হোস্ট মেমরিতে অপটিমাইজার স্টেট (ZeRO-Offload)</translation>
    </message>
    <message>
        <location filename="../ui/plantablemodel.cpp" line="145"/>
        <source>Offload</source>
        <translation>অফলোড</translation>
    </message>
    <message>
        <location filename="../ui/plantablemodel.cpp" line="147"/>
        <source>Memory per GPU, with the reserve</source>
        <translation>প্রতি GPU-তে মেমরি, রিজার্ভসহ</translation>
    </message>
    <message>
        <location filename="../ui/plantablemodel.cpp" line="147"/>
        <source>Per GPU</source>
        <translation>প্রতি GPU</translation>
    </message>
    <message>
        <location filename="../ui/plantablemodel.cpp" line="149"/>
        <source>Recomputed FLOPs as a share of the step&apos;s</source>
        <translation>ধাপের মোট FLOPs-এর তুলনায় পুনর্গণিত FLOPs-এর অংশ</translation>
    </message>
    <message>
        <location filename="../ui/plantablemodel.cpp" line="149"/>
        <source>Extra</source>
        <translation>অতিরিক্ত</translation>
    </message>
    <message>
        <location filename="../ui/plantablemodel.cpp" line="152"/>
        <source>Step time: FLOPs, the pipeline bubble and offload transfers; communication not counted</source>
        <translation>ধাপের সময়: FLOPs, পাইপলাইন বাবল ও অফলোড ট্রান্সফার; কমিউনিকেশন গোনা হয়নি</translation>
    </message>
    <message>
        <location filename="../ui/plantablemodel.cpp" line="153"/>
        <source>Step (s)</source>
        <translation>ধাপ (s)</translation>
    </message>
</context>
<context>
    <name>Planner</name>
    <message>
        <location filename="../app/core/realistic/planner.cpp" line="146"/>
        <source>the GPUs must be between 1 and 1,000,000 (got %1)</source>
        <translation>GPU-র সংখ্যা ১ থেকে ১০,০০,০০০ পর্যন্ত হতে হবে (দেওয়া হয়েছে %1)</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/planner.cpp" line="148"/>
        <source>the global batch must be between 1 and %1 (got %2)</source>
        <translation>গ্লোবাল ব্যাচ ১ থেকে %1 পর্যন্ত হতে হবে (দেওয়া হয়েছে %2)</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/planner.cpp" line="151"/>
        <source>the peak must be above 0 and at most 1,000,000 TFLOP/s (got %1)</source>
        <translation>সর্বোচ্চ গণনাক্ষমতা ০-এর বেশি এবং অনধিক ১০,০০,০০০ TFLOP/s হতে হবে (দেওয়া হয়েছে %1)</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/planner.cpp" line="154"/>
        <source>the utilisation must be above 0 and at most 1 (got %1)</source>
        <translation>ব্যবহারের হার ০-এর বেশি এবং অনধিক ১ হতে হবে (দেওয়া হয়েছে %1)</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/planner.cpp" line="157"/>
        <source>the host link must be above 0 and at most 1,000,000 GB/s (got %1)</source>
        <translation>হোস্ট লিংকের ব্যান্ডউইথ ০-এর বেশি এবং অনধিক ১০,০০,০০০ GB/s হতে হবে (দেওয়া হয়েছে %1)</translation>
    </message>
</context>
<context>
    <name>PlaybackPanel</name>
    <message>
        <location filename="../ui/playbackpanel.cpp" line="191"/>
        <source>Recording the schedule for playback…</source>
        <translation>প্লেব্যাকের জন্য শিডিউলটি রেকর্ড করা হচ্ছে…</translation>
    </message>
    <message>
        <location filename="../ui/playbackpanelframe.cpp" line="32"/>
        <source>Press Play, step or drag to play this schedule back.</source>
        <translation>‘চালান’ চাপুন, এক ইভেন্ট করে এগোন বা টেনে সরিয়ে এই শিডিউলটি প্লেব্যাক করুন।</translation>
    </message>
    <message>
        <location filename="../ui/playbackpanelframe.cpp" line="43"/>
        <source>This schedule has %1 events, more than playback takes (%2): try a larger memory budget or fewer layers.</source>
        <translation>এই শিডিউলে %1টি ইভেন্ট আছে, যা প্লেব্যাকের সীমার (%2) চেয়ে বেশি: আরও বড় মেমরি বাজেট বা কম লেয়ার দিয়ে চেষ্টা করুন।</translation>
    </message>
    <message>
        <location filename="../ui/playbackpanelframe.cpp" line="90"/>
        <source>before the first event</source>
        <translation>প্রথম ইভেন্টের আগে</translation>
    </message>
    <message>
        <location filename="../ui/playbackpanelframe.cpp" line="95"/>
        <source>forward of layer %1</source>
        <translation>লেয়ার %1-এর ফরওয়ার্ড</translation>
    </message>
    <message>
        <location filename="../ui/playbackpanelframe.cpp" line="98"/>
        <source>recompute of layer %1</source>
        <translation>লেয়ার %1-এর পুনর্গণনা</translation>
    </message>
    <message>
        <location filename="../ui/playbackpanelframe.cpp" line="101"/>
        <source>backward of layer %1</source>
        <translation>লেয়ার %1-এর ব্যাকপ্রোপাগেশন</translation>
    </message>
    <message>
        <location filename="../ui/playbackpanelframe.cpp" line="104"/>
        <source>save x%1</source>
        <translation>x%1 সংরক্ষণ</translation>
    </message>
    <message>
        <location filename="../ui/playbackpanelframe.cpp" line="107"/>
        <source>save what layer %1 keeps beyond its input</source>
        <translation>লেয়ার %1 ইনপুট ছাড়া আর যা রাখে, তা সংরক্ষণ</translation>
    </message>
    <message>
        <location filename="../ui/playbackpanelframe.cpp" line="110"/>
        <source>free x%1</source>
        <translation>x%1 মুক্ত করা</translation>
    </message>
    <message>
        <location filename="../ui/playbackpanelframe.cpp" line="115"/>
        <source>Event %1 of %2: %3 · memory %4 · time %5</source>
        <extracomment>%1 the cursor&apos;s event, %2 the schedule&apos;s events, %3 what the event does, %4 memory, %5 compute time.</extracomment>
        <translation>ইভেন্ট %1/%2: %3 · মেমরি %4 · সময় %5</translation>
    </message>
    <message>
        <location filename="../ui/playbackpanel.cpp" line="373"/>
        <source>Pause</source>
        <translation>থামান</translation>
    </message>
    <message>
        <location filename="../ui/playbackpanel.cpp" line="373"/>
        <source>Play</source>
        <translation>চালান</translation>
    </message>
    <message>
        <location filename="../ui/playbackpanel.cpp" line="375"/>
        <source>Pause playback</source>
        <translation>প্লেব্যাক থামান</translation>
    </message>
    <message>
        <location filename="../ui/playbackpanel.cpp" line="375"/>
        <source>Play the schedule</source>
        <translation>শিডিউলটি চালান</translation>
    </message>
    <message>
        <location filename="../ui/playbackpanel.cpp" line="376"/>
        <source>Play or pause the schedule event by event (Space on any playback control)</source>
        <translation>শিডিউলটি ইভেন্ট ধরে ধরে চালান বা থামান (যেকোনো প্লেব্যাক কন্ট্রোলে Space)</translation>
    </message>
    <message>
        <location filename="../ui/playbackpanel.cpp" line="377"/>
        <source>Go to the start of the schedule</source>
        <translation>শিডিউলের শুরুতে যান</translation>
    </message>
    <message>
        <location filename="../ui/playbackpanel.cpp" line="378"/>
        <source>Step back one event</source>
        <translation>এক ইভেন্ট পিছিয়ে যান</translation>
    </message>
    <message>
        <location filename="../ui/playbackpanel.cpp" line="379"/>
        <source>Step forward one event</source>
        <translation>এক ইভেন্ট এগিয়ে যান</translation>
    </message>
    <message>
        <location filename="../ui/playbackpanel.cpp" line="380"/>
        <source>Go to the end of the schedule</source>
        <translation>শিডিউলের শেষে যান</translation>
    </message>
    <message>
        <location filename="../ui/playbackpanel.cpp" line="385"/>
        <source>%1×</source>
        <extracomment>The playback speed, as in &quot;0.5×&quot; or &quot;2×&quot;.</extracomment>
        <translation>%1×</translation>
    </message>
    <message>
        <location filename="../ui/playbackpanel.cpp" line="387"/>
        <source>Playback speed</source>
        <translation>প্লেব্যাকের গতি</translation>
    </message>
    <message>
        <location filename="../ui/playbackpanel.cpp" line="388"/>
        <source>How fast playback and a question&apos;s animation run</source>
        <translation>প্লেব্যাক ও প্রশ্নের অ্যানিমেশন কত দ্রুত চলবে</translation>
    </message>
    <message>
        <location filename="../ui/playbackpanel.cpp" line="389"/>
        <source>Playback position</source>
        <translation>প্লেব্যাকের অবস্থান</translation>
    </message>
    <message>
        <location filename="../ui/playbackpanel.cpp" line="390"/>
        <source>Drag to move through the schedule&apos;s events; Space plays or pauses</source>
        <translation>শিডিউলের ইভেন্টগুলোর মধ্যে যেতে টেনে সরান; Space চাপলে চলে বা থামে</translation>
    </message>
    <message>
        <location filename="../ui/playbackpanel.cpp" line="391"/>
        <source>Activations at the cursor</source>
        <translation>কার্সরের অবস্থানে অ্যাক্টিভেশন</translation>
    </message>
</context>
<context>
    <name>PredictionBox</name>
    <message>
        <location filename="../ui/predictionbox.cpp" line="113"/>
        <source>Predict first: type your number (within ±%1), then commit it. The options and the simulator appear once you have.</source>
        <translation>আগে অনুমান করুন: আপনার সংখ্যাটি লিখুন (±%1 পর্যন্ত গণ্য), তারপর নিশ্চিত করুন। তারপরই বিকল্পগুলো আর সিমুলেটর দেখা যাবে।</translation>
    </message>
    <message>
        <location filename="../ui/predictionbox.cpp" line="116"/>
        <source>Predict first: type your number (exactly), then commit it. The options and the simulator appear once you have.</source>
        <translation>আগে অনুমান করুন: আপনার সংখ্যাটি লিখুন (হুবহু), তারপর নিশ্চিত করুন। তারপরই বিকল্পগুলো আর সিমুলেটর দেখা যাবে।</translation>
    </message>
    <message>
        <location filename="../ui/predictionbox.cpp" line="133"/>
        <source>Type a number, such as 19.</source>
        <translation>একটি সংখ্যা লিখুন, যেমন ১৯।</translation>
    </message>
    <message>
        <location filename="../ui/predictionbox.cpp" line="186"/>
        <source>Commit</source>
        <translation>নিশ্চিত করুন</translation>
    </message>
    <message>
        <location filename="../ui/predictionbox.cpp" line="187"/>
        <location filename="../ui/predictionbox.cpp" line="188"/>
        <source>Your prediction</source>
        <translation>আপনার অনুমান</translation>
    </message>
    <message>
        <location filename="../ui/predictionbox.cpp" line="190"/>
        <source>The simulator is hidden until you commit your prediction.</source>
        <translation>আপনি অনুমান নিশ্চিত না করা পর্যন্ত সিমুলেটর লুকানো থাকবে।</translation>
    </message>
    <message>
        <location filename="../ui/predictionbox.cpp" line="191"/>
        <source>Peek (costs the point)</source>
        <translation>উঁকি দিন (পয়েন্ট কাটা যাবে)</translation>
    </message>
</context>
<context>
    <name>ProgressStrip</name>
    <message>
        <location filename="../ui/progressstrip.cpp" line="33"/>
        <location filename="../ui/progressstrip.cpp" line="162"/>
        <source>Questions</source>
        <translation>প্রশ্নসমূহ</translation>
    </message>
    <message>
        <location filename="../ui/progressstrip.cpp" line="181"/>
        <source>Question %1 of %2 selected; %3 right, %4 wrong, %5 answered without a verdict yet, %6 not answered. Arrow keys choose a question, Enter goes to it.</source>
        <translation>প্রশ্ন %1/%2 নির্বাচিত; %3টি সঠিক, %4টি ভুল, %5টির উত্তর দেওয়া হয়েছে কিন্তু ফল এখনো জানানো হয়নি, %6টির উত্তর দেওয়া হয়নি। তীর-কী দিয়ে প্রশ্ন বেছে নিন, Enter চাপলে সেই প্রশ্নে যাবেন।</translation>
    </message>
</context>
<context>
    <name>QuestionBankLoader</name>
    <message>
        <location filename="../app/core/quiz/questionbank.cpp" line="59"/>
        <source>unknown language &quot;%1&quot;; expected one of %2</source>
        <translation>অজানা ভাষা &quot;%1&quot;; এগুলোর একটি প্রত্যাশিত: %2</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/questionbank.cpp" line="63"/>
        <source>language &quot;%1&quot; is listed twice</source>
        <translation>ভাষা &quot;%1&quot; দুবার তালিকায় আছে</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/questionbank.cpp" line="67"/>
        <source>expected at least one language of %1</source>
        <translation>এগুলোর অন্তত একটি ভাষা প্রত্যাশিত: %1</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/questionbank.cpp" line="77"/>
        <source>expected text in at least one language of %1</source>
        <translation>এগুলোর অন্তত একটি ভাষায় লেখা প্রত্যাশিত: %1</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/questionbank.cpp" line="92"/>
        <source>expected an array of %L1 to %L2 options, found %3</source>
        <translation>%L1 থেকে %L2টি বিকল্পের একটি অ্যারে প্রত্যাশিত, পাওয়া গেছে %3</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/questionbank.cpp" line="97"/>
        <source>expected an array of %L1 to %L2 options, found one option</source>
        <translation>%L1 থেকে %L2টি বিকল্পের একটি অ্যারে প্রত্যাশিত, পাওয়া গেছে মাত্র একটি বিকল্প</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/questionbank.cpp" line="102"/>
        <source>expected an array of %L1 to %L2 options, found %L3 options</source>
        <translation>%L1 থেকে %L2টি বিকল্পের একটি অ্যারে প্রত্যাশিত, পাওয়া গেছে %L3টি বিকল্প</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/questionbank.cpp" line="117"/>
        <source>expected the correct option&apos;s number, %L1 to %L2</source>
        <translation>সঠিক বিকল্পের নম্বর প্রত্যাশিত, %L1 থেকে %L2 পর্যন্ত</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/questionbank.cpp" line="147"/>
        <source>expected the tolerance of a prediction: a number, %L1 or more</source>
        <translation>অনুমানের সহনসীমা প্রত্যাশিত: %L1 বা তার বেশি একটি সংখ্যা</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/questionbank.cpp" line="155"/>
        <source>expected the number this option stands for (a question with a prediction needs one on every option)</source>
        <translation>এই বিকল্পটি যে সংখ্যা বোঝায়, সেটি প্রত্যাশিত (অনুমানসহ প্রশ্নে প্রতিটি বিকল্পেই একটি করে সংখ্যা লাগে)</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/questionbank.cpp" line="178"/>
        <source>expected &quot;choice&quot; (the default) or &quot;task&quot;</source>
        <translation>&quot;choice&quot; (ডিফল্ট) বা &quot;task&quot; প্রত্যাশিত</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/questionbank.cpp" line="186"/>
        <source>expected no prediction on a task: the simulator&apos;s state is its answer</source>
        <translation>&quot;task&quot; ধরনের প্রশ্নে কোনো অনুমান থাকার কথা নয়: সিমুলেটরের অবস্থাই এর উত্তর</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/questionbank.cpp" line="203"/>
        <source>expected at most %L1 hints, found %L2</source>
        <translation>বড়জোর %L1টি ইঙ্গিত প্রত্যাশিত, পাওয়া গেছে %L2টি</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/questionbank.cpp" line="221"/>
        <source>expected a concept id: lower-case letters, digits and hyphens</source>
        <translation>একটি ধারণা-আইডি প্রত্যাশিত: ছোট হাতের ইংরেজি অক্ষর, অঙ্ক ও হাইফেন</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/questionbank.cpp" line="233"/>
        <source>expected &quot;checkpoint-quiz-bank&quot;, found &quot;%1&quot;</source>
        <translation>&quot;checkpoint-quiz-bank&quot; প্রত্যাশিত, পাওয়া গেছে &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/questionbank.cpp" line="238"/>
        <source>expected version %1 (the only one this app reads)</source>
        <translation>সংস্করণ %1 প্রত্যাশিত (এই অ্যাপ কেবল এটিই পড়তে পারে)</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/questionbank.cpp" line="250"/>
        <source>expected a non-empty array of questions, found %1</source>
        <translation>প্রশ্নের ফাঁকা নয় এমন একটি অ্যারে প্রত্যাশিত, পাওয়া গেছে %1</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/questionbank.cpp" line="253"/>
        <source>%L1 questions; the limit is %L2</source>
        <translation>%L1টি প্রশ্ন; সীমা %L2টি</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/questionbank.cpp" line="262"/>
        <source>duplicate question id &quot;%1&quot;</source>
        <translation>প্রশ্নের আইডি &quot;%1&quot; একাধিকবার আছে</translation>
    </message>
</context>
<context>
    <name>QuizFiles</name>
    <message>
        <location filename="../ui/quizfiles.cpp" line="50"/>
        <source>Opening %1…</source>
        <translation>%1 খোলা হচ্ছে…</translation>
    </message>
    <message>
        <location filename="../ui/quizfiles.cpp" line="63"/>
        <source>The quiz could not be opened; the current quiz stays open.</source>
        <translation>কুইজটি খোলা যায়নি; বর্তমান কুইজটিই খোলা থাকছে।</translation>
    </message>
    <message>
        <location filename="../ui/quizfiles.cpp" line="76"/>
        <source>Settings cannot be saved to %1, so the list of recent quizzes will be forgotten when the app closes.</source>
        <translation>%1-এ সেটিংস সংরক্ষণ করা যাচ্ছে না, তাই অ্যাপ বন্ধ করলে সাম্প্রতিক কুইজের তালিকা মনে থাকবে না।</translation>
    </message>
    <message>
        <location filename="../ui/quizfiles.cpp" line="99"/>
        <source>Open Quiz</source>
        <translation>কুইজ খুলুন</translation>
    </message>
    <message>
        <location filename="../ui/quizfiles.cpp" line="107"/>
        <source>Export Quiz As</source>
        <translation>কুইজ এক্সপোর্ট করুন</translation>
    </message>
    <message>
        <location filename="../ui/quizfiles.cpp" line="118"/>
        <source>The quiz could not be exported to %1.</source>
        <translation>কুইজটি %1-এ এক্সপোর্ট করা যায়নি।</translation>
    </message>
    <message>
        <location filename="../ui/quizfiles.cpp" line="154"/>
        <source>Checkpoint Quiz</source>
        <translation>Checkpoint Quiz</translation>
    </message>
</context>
<context>
    <name>QuizFormat</name>
    <message>
        <location filename="../app/core/quiz/quizformat.cpp" line="103"/>
        <source>GIFT for Moodle</source>
        <translation>Moodle-এর জন্য GIFT</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/quizformat.cpp" line="124"/>
        <source>Moodle XML</source>
        <translation>Moodle XML</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/quizformat.cpp" line="183"/>
        <source>%1 or %2</source>
        <extracomment>%1 is a list of file extensions such as &quot;.gift, .txt&quot;, %2 the last one, &quot;.xml&quot;.</extracomment>
        <translation>%1 বা %2</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/quizformat.cpp" line="200"/>
        <source>Quiz files (%1)</source>
        <extracomment>%1 is the list of file patterns, such as &quot;*.json *.gift&quot;.</extracomment>
        <translation>কুইজ ফাইল (%1)</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/quizformat.cpp" line="201"/>
        <source>All files (*)</source>
        <translation>সব ফাইল (*)</translation>
    </message>
</context>
<context>
    <name>QuizPanel</name>
    <message>
        <location filename="../ui/quizpanel.ui" line="437"/>
        <source>Restart quiz</source>
        <translation>কুইজ আবার শুরু করুন</translation>
    </message>
    <message>
        <location filename="../ui/quizpanel.cpp" line="329"/>
        <source>Question %1 of %2</source>
        <translation>প্রশ্ন %1/%2</translation>
    </message>
    <message>
        <location filename="../ui/quizpanelview.cpp" line="43"/>
        <source>Next question</source>
        <translation>পরের প্রশ্ন</translation>
    </message>
    <message>
        <location filename="../ui/quizpanelview.cpp" line="42"/>
        <source>See results</source>
        <translation>ফলাফল দেখুন</translation>
    </message>
    <message>
        <location filename="../ui/leavingattempt.cpp" line="24"/>
        <source>Your attempt is kept in History (Quiz → History).</source>
        <translation>আপনার প্রচেষ্টাটি ইতিহাসে রাখা আছে (কুইজ → ইতিহাস)।</translation>
    </message>
    <message>
        <location filename="../ui/leavingattempt.cpp" line="29"/>
        <source>Start over?</source>
        <translation>আবার শুরু করবেন?</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/leavingattempt.cpp" line="30"/>
        <source>You answered %1 of %2 questions and have not exported a report of this attempt. It stays in History, where you can open and export it later.</source>
        <translation>
            <numerusform>আপনি %2টির মধ্যে %1টি প্রশ্নের উত্তর দিয়েছেন, কিন্তু এই প্রচেষ্টার কোনো রিপোর্ট এক্সপোর্ট করেননি। এটি ইতিহাসে থেকে যাবে; সেখান থেকে পরে খুলে এক্সপোর্ট করতে পারবেন।</numerusform>
            <numerusform>আপনি %2টির মধ্যে %1টি প্রশ্নের উত্তর দিয়েছেন, কিন্তু এই প্রচেষ্টার কোনো রিপোর্ট এক্সপোর্ট করেননি। এটি ইতিহাসে থেকে যাবে; সেখান থেকে পরে খুলে এক্সপোর্ট করতে পারবেন।</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/quizpanel.cpp" line="231"/>
        <source>Hand in now?</source>
        <translation>এখনই জমা দেবেন?</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/quizpanel.cpp" line="232"/>
        <source>%Ln question(s) are not answered yet and will count as wrong.</source>
        <translation>
            <numerusform>%Lnটি প্রশ্নের উত্তর এখনো দেওয়া হয়নি; এগুলো ভুল হিসেবে গণ্য হবে।</numerusform>
            <numerusform>%Lnটি প্রশ্নের উত্তর এখনো দেওয়া হয়নি; এগুলো ভুল হিসেবে গণ্য হবে।</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/quizpanel.ui" line="9"/>
        <source>Quiz</source>
        <translation>কুইজ</translation>
    </message>
    <message>
        <location filename="../ui/quizpanel.ui" line="271"/>
        <source>Time is up: your answers were handed in as they were.</source>
        <translation>সময় শেষ: আপনার উত্তরগুলো যেমন ছিল তেমনই জমা দেওয়া হয়েছে।</translation>
    </message>
    <message>
        <location filename="../ui/quizpanel.ui" line="357"/>
        <source>Show me in the simulator</source>
        <translation>সিমুলেটরে দেখান</translation>
    </message>
    <message>
        <location filename="../ui/quizpanel.ui" line="360"/>
        <source>Moves the simulator to the case this question is about and highlights it</source>
        <translation>এই প্রশ্নে যে পরিস্থিতির কথা বলা হয়েছে, সিমুলেটরে সেটি সেট করে চিহ্নিত করে</translation>
    </message>
    <message>
        <location filename="../ui/quizpanel.ui" line="374"/>
        <source>Hand in</source>
        <translation>জমা দিন</translation>
    </message>
    <message>
        <location filename="../ui/quizpanel.ui" line="381"/>
        <source>Results</source>
        <translation>ফলাফল</translation>
    </message>
    <message>
        <location filename="../ui/quizpanel.ui" line="416"/>
        <source>A new attempt with only the questions you got wrong or left open</source>
        <translation>শুধু ভুল ও উত্তর না দেওয়া প্রশ্নগুলো নিয়ে একটি নতুন প্রচেষ্টা</translation>
    </message>
    <message>
        <location filename="../ui/quizpanel.ui" line="423"/>
        <source>Export report…</source>
        <translation>রিপোর্ট এক্সপোর্ট করুন…</translation>
    </message>
    <message>
        <location filename="../ui/quizpanel.ui" line="440"/>
        <source>A new attempt with the options shuffled again; this one stays in History</source>
        <translation>বিকল্পগুলো আবার এলোমেলো করে একটি নতুন প্রচেষ্টা; এই প্রচেষ্টাটি ইতিহাসে থেকে যাবে</translation>
    </message>
    <message>
        <location filename="../ui/quizpanel.ui" line="324"/>
        <source>Review of the selected question</source>
        <translation>নির্বাচিত প্রশ্নের পর্যালোচনা</translation>
    </message>
    <message>
        <location filename="../ui/quizpanel.ui" line="307"/>
        <source>Questions and results</source>
        <translation>প্রশ্ন ও ফলাফল</translation>
    </message>
    <message>
        <location filename="../ui/quizpanel.cpp" line="332"/>
        <source>%1 of %2 answered</source>
        <translation>%2টির মধ্যে %1টির উত্তর দেওয়া হয়েছে</translation>
    </message>
    <message>
        <location filename="../ui/quizpanel.cpp" line="335"/>
        <source>%1 correct of %2 answered</source>
        <translation>%2টি উত্তরে %1টি সঠিক</translation>
    </message>
    <message>
        <location filename="../ui/quizpanelview.cpp" line="42"/>
        <source>Hand in and see results</source>
        <translation>জমা দিয়ে ফলাফল দেখুন</translation>
    </message>
    <message>
        <location filename="../ui/quizpanelview.cpp" line="105"/>
        <source>Correct!</source>
        <translation>সঠিক!</translation>
    </message>
    <message>
        <location filename="../ui/quizpanelview.cpp" line="120"/>
        <source>Why “%1” is not right: %2</source>
        <translation>“%1” কেন সঠিক নয়: %2</translation>
    </message>
    <message>
        <location filename="../ui/quizpanelview.cpp" line="128"/>
        <source>In the simulator: %1</source>
        <translation>সিমুলেটরে: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/quizpanelview.cpp" line="151"/>
        <source>Retry the %Ln I missed (practice, not handed in)</source>
        <translation>
            <numerusform>না-পারা %Lnটি প্রশ্ন আবার চেষ্টা করুন (অনুশীলন, জমা হবে না)</numerusform>
            <numerusform>না-পারা %Lnটি প্রশ্ন আবার চেষ্টা করুন (অনুশীলন, জমা হবে না)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/quizpanelview.cpp" line="152"/>
        <source>Retry the %Ln I missed</source>
        <translation>
            <numerusform>না-পারা %Lnটি প্রশ্ন আবার চেষ্টা করুন</numerusform>
            <numerusform>না-পারা %Lnটি প্রশ্ন আবার চেষ্টা করুন</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/quizpanelview.cpp" line="133"/>
        <source>Source: %1</source>
        <translation>সূত্র: %1</translation>
    </message>
    <message>
        <location filename="../ui/quizpanel.cpp" line="31"/>
        <source>Start New Attempt</source>
        <translation>নতুন প্রচেষ্টা শুরু করুন</translation>
    </message>
    <message>
        <location filename="../ui/quizpanelview.cpp" line="76"/>
        <source>Answer saved. You can change it until you hand in, and see then whether it is right.</source>
        <translation>উত্তর সংরক্ষিত হয়েছে। জমা দেওয়ার আগ পর্যন্ত এটি বদলাতে পারবেন; সঠিক কি না, তা জমা দেওয়ার পর দেখতে পাবেন।</translation>
    </message>
    <message>
        <location filename="../ui/quizpanelview.cpp" line="103"/>
        <source>The assignment keeps the right answer back.</source>
        <translation>অ্যাসাইনমেন্ট সঠিক উত্তর গোপন রেখেছে।</translation>
    </message>
    <message>
        <location filename="../ui/quizpanelview.cpp" line="104"/>
        <source>The right answer is option %1.</source>
        <translation>সঠিক উত্তর হলো বিকল্প %1।</translation>
    </message>
    <message>
        <location filename="../ui/quizpanelview.cpp" line="107"/>
        <source>Not answered.</source>
        <translation>উত্তর দেওয়া হয়নি।</translation>
    </message>
    <message>
        <location filename="../ui/quizpanelview.cpp" line="108"/>
        <source>Not quite.</source>
        <translation>ঠিক হয়নি।</translation>
    </message>
    <message>
        <location filename="../ui/quizpanelview.cpp" line="145"/>
        <source>You scored %1 of %2 (%3%).</source>
        <translation>আপনি %2টির মধ্যে %1টি সঠিক উত্তর দিয়েছেন (%3%)।</translation>
    </message>
</context>
<context>
    <name>RealModelState</name>
    <message>
        <location filename="../app/core/realistic/realmodelstate.cpp" line="80"/>
        <source>Custom</source>
        <translation>কাস্টম</translation>
    </message>
</context>
<context>
    <name>RealisticEstimator</name>
    <message>
        <location filename="../app/core/realistic/realisticestimator.cpp" line="109"/>
        <source>a checkpoint spacing applies only to full recomputation</source>
        <translation>চেকপয়েন্টের ব্যবধান কেবল পুরো পুনর্গণনার ক্ষেত্রে প্রযোজ্য</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/realisticestimator.cpp" line="111"/>
        <source>the paper convention (Korthikanti et al.&apos;s Table 2) has no policy &quot;%1&quot;; it needs the measured convention</source>
        <translation>পেপারের হিসাবে (Korthikanti et al.-এর Table 2) &quot;%1&quot; নামের কোনো পলিসি নেই; এর জন্য পরিমাপভিত্তিক হিসাব লাগবে</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/realisticestimator.cpp" line="115"/>
        <source>a custom policy needs the ops it saves</source>
        <translation>কাস্টম পলিসিতে কোন অপারেশনগুলো সংরক্ষণ করা হবে তা বলে দিতে হবে</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/realisticestimator.cpp" line="117"/>
        <source>the paper convention (Korthikanti et al.&apos;s Table 2) has no %1; it needs the measured convention</source>
        <translation>পেপারের হিসাবে (Korthikanti et al.-এর Table 2) %1 নেই; এর জন্য পরিমাপভিত্তিক হিসাব লাগবে</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/realisticestimator.cpp" line="118"/>
        <source>mixture of experts</source>
        <translation>মিক্সচার অব এক্সপার্টস (MoE)</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/realisticestimator.cpp" line="118"/>
        <source>head size other than h/a</source>
        <translation>h/a থেকে আলাদা হেডের আকার</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/realisticestimator.cpp" line="122"/>
        <source>the checkpoint spacing must be between 1 and %1 (the number of layers; got %2)</source>
        <translation>চেকপয়েন্টের ব্যবধান ১ থেকে %1 (লেয়ারের সংখ্যা) পর্যন্ত হতে হবে (দেওয়া হয়েছে %2)</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/realisticestimator.cpp" line="123"/>
        <source>the checkpoint spacing must be between 1 and %1 (the layers of a pipeline stage; got %2)</source>
        <translation>চেকপয়েন্টের ব্যবধান ১ থেকে %1 (একটি পাইপলাইন স্টেজের লেয়ার সংখ্যা) পর্যন্ত হতে হবে (দেওয়া হয়েছে %2)</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/realisticestimator.cpp" line="129"/>
        <location filename="../app/core/realistic/realisticestimator.cpp" line="158"/>
        <source>the activation bytes or FLOPs of one block exceed 64 bits</source>
        <translation>একটি ব্লকের অ্যাক্টিভেশনের বাইট-সংখ্যা বা FLOPs ৬৪ বিটের সীমা ছাড়িয়ে যায়</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/realisticestimator.cpp" line="131"/>
        <source>the activation bytes of one block (%1) exceed the simulator&apos;s limit of 2^40 (1 TiB)</source>
        <translation>একটি ব্লকের অ্যাক্টিভেশনের বাইট-সংখ্যা (%1) সিমুলেটরের সীমা ২^৪০ (১ TiB) ছাড়িয়ে যায়</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/realisticestimator.cpp" line="134"/>
        <source>the forward FLOPs of one block exceed the simulator&apos;s limit of 10^18</source>
        <translation>একটি ব্লকের ফরওয়ার্ড FLOPs সিমুলেটরের সীমা ১০^১৮ ছাড়িয়ে যায়</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/realisticestimator.cpp" line="137"/>
        <source>the FLOPs of one step exceed 64 bits</source>
        <translation>একটি ধাপের FLOPs ৬৪ বিটের সীমা ছাড়িয়ে যায়</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/realisticestimator.cpp" line="217"/>
        <location filename="../app/core/realistic/realisticestimator.cpp" line="249"/>
        <source>the total bytes per GPU exceed 64 bits</source>
        <translation>প্রতি GPU-তে মোট বাইট-সংখ্যা ৬৪ বিটের সীমা ছাড়িয়ে যায়</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/realisticestimator.cpp" line="292"/>
        <source>the recompute FLOPs exceed 64 bits</source>
        <translation>পুনর্গণনার FLOPs ৬৪ বিটের সীমা ছাড়িয়ে যায়</translation>
    </message>
</context>
<context>
    <name>RealisticFiguresView</name>
    <message>
        <location filename="../ui/realisticfiguresview.cpp" line="39"/>
        <source>No figures for this input: %1.</source>
        <extracomment>%1 is the estimator&apos;s message, e.g. &quot;the heads (7) must divide the hidden size (768)&quot;.</extracomment>
        <translation>এই ইনপুটের জন্য কোনো হিসাব নেই: %1।</translation>
    </message>
    <message>
        <location filename="../ui/realisticfiguresview.cpp" line="50"/>
        <source>%1, %2</source>
        <extracomment>%1 is a size with its bytes, %2 the activation convention (&quot;measured: op by op, what PyTorch saves&quot;).</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/realisticfiguresview.cpp" line="58"/>
        <source>per GPU of the first pipeline stage, which holds %Ln micro-batch(es) at once</source>
        <translation>
            <numerusform>প্রথম পাইপলাইন স্টেজের প্রতি GPU-তে, যা একসঙ্গে %Lnটি মাইক্রো-ব্যাচ ধরে রাখে</numerusform>
            <numerusform>প্রথম পাইপলাইন স্টেজের প্রতি GPU-তে, যা একসঙ্গে %Lnটি মাইক্রো-ব্যাচ ধরে রাখে</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/realisticfiguresview.cpp" line="60"/>
        <source>per GPU of the last pipeline stage, with the logits</source>
        <translation>শেষ পাইপলাইন স্টেজের প্রতি GPU-তে, লজিটসহ</translation>
    </message>
    <message>
        <location filename="../ui/realisticfiguresview.cpp" line="67"/>
        <source>none on the GPU; %1 in host memory</source>
        <translation>GPU-তে নেই; হোস্ট মেমরিতে %1</translation>
    </message>
    <message>
        <location filename="../ui/realisticfiguresview.cpp" line="73"/>
        <source>%1 of %2</source>
        <extracomment>%1 is the total per GPU, %2 the GPU&apos;s memory, both with binary units.</extracomment>
        <translation>%2-এর মধ্যে %1</translation>
    </message>
    <message>
        <location filename="../ui/realisticfiguresview.cpp" line="77"/>
        <source>%1 FLOPs, %2% of the step&apos;s %3 FLOPs</source>
        <extracomment>%1 FLOPs recomputed, %2 their share of the step in percent, %3 the step&apos;s FLOPs.</extracomment>
        <translation>%1 FLOPs, ধাপের মোট %3 FLOPs-এর %2%</translation>
    </message>
    <message>
        <location filename="../ui/realisticfiguresview.cpp" line="83"/>
        <source>not defined for this policy (only for none, selective and full with k = 1)</source>
        <translation>এই পলিসির জন্য সংজ্ঞায়িত নয় (কেবল পুনর্গণনা ছাড়া, সিলেক্টিভ এবং k = ১ সহ পুরো পুনর্গণনার জন্য)</translation>
    </message>
</context>
<context>
    <name>RealisticPanel</name>
    <message>
        <location filename="../ui/realisticpanel.cpp" line="159"/>
        <source>%1 (%2 parameters)</source>
        <extracomment>%1 is a model&apos;s name (GPT-2 small, Llama-3.1-8B), %2 its exact parameter count.</extracomment>
        <translation>%1 (%2টি প্যারামিটার)</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.cpp" line="161"/>
        <location filename="../ui/realisticpanel.cpp" line="180"/>
        <source>Custom</source>
        <translation>কাস্টম</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.cpp" line="167"/>
        <source>%1 (config.json, %2 parameters)</source>
        <extracomment>%1 is the model&apos;s name from its config.json, %2 its exact parameter count.</extracomment>
        <translation>%1 (config.json, %2টি প্যারামিটার)</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.cpp" line="172"/>
        <source>%1-bit</source>
        <translation>%1-বিট</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.cpp" line="275"/>
        <source>none</source>
        <translation>নেই</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.cpp" line="275"/>
        <source>selective</source>
        <translation>সিলেক্টিভ</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.cpp" line="275"/>
        <source>full</source>
        <translation>পুরো</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.cpp" line="277"/>
        <source>k = %1</source>
        <extracomment>the bar for full recomputation with a checkpoint every k blocks</extracomment>
        <translation>k = %1</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.ui" line="11"/>
        <source>Model</source>
        <translation>মডেল</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.ui" line="17"/>
        <source>Model:</source>
        <translation>মডেল:</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.ui" line="40"/>
        <source>Layers L:</source>
        <translation>লেয়ার সংখ্যা L:</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.ui" line="72"/>
        <source>Hidden size h:</source>
        <translation>হিডেন সাইজ h:</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.ui" line="104"/>
        <source>Attention heads a:</source>
        <translation>অ্যাটেনশন হেড a:</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.ui" line="136"/>
        <source>Key/value heads:</source>
        <translation>কী/ভ্যালু হেড:</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.ui" line="168"/>
        <source>MLP width f:</source>
        <translation>MLP-র প্রস্থ f:</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.ui" line="200"/>
        <source>MLP:</source>
        <translation>MLP-র ধরন:</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.ui" line="213"/>
        <source>Vocabulary V:</source>
        <translation>ভোকাবুলারি V:</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.ui" line="33"/>
        <source>The model&apos;s fields can be edited after choosing Custom.</source>
        <translation>কাস্টম বেছে নিলে মডেলের ঘরগুলো সম্পাদনা করা যায়।</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.ui" line="258"/>
        <source>Training setup</source>
        <translation>ট্রেনিং সেটআপ</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.ui" line="264"/>
        <source>Sequence length s:</source>
        <translation>সিকোয়েন্স দৈর্ঘ্য s:</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.ui" line="296"/>
        <source>Micro-batch b:</source>
        <translation>মাইক্রো-ব্যাচ b:</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.ui" line="328"/>
        <source>Activations:</source>
        <translation>অ্যাক্টিভেশন:</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.ui" line="341"/>
        <source>Tensor-parallel t:</source>
        <translation>টেনসর প্যারালেলিজম t:</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.ui" line="373"/>
        <source>Sequence parallelism (with t &gt; 1)</source>
        <translation>সিকোয়েন্স প্যারালেলিজম (t &gt; ১ হলে)</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.ui" line="380"/>
        <source>Fused attention (FlashAttention)</source>
        <translation>ফিউজড অ্যাটেনশন (FlashAttention)</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.ui" line="387"/>
        <source>Pipeline stages p:</source>
        <translation>পাইপলাইন স্টেজ সংখ্যা p:</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.ui" line="397"/>
        <source>1F1B pipeline parallelism: p stages of L/p blocks; the first stage holds min(m, p) micro-batches at once.</source>
        <translation>1F1B পাইপলাইন প্যারালেলিজম: p সংখ্যক স্টেজ, প্রতিটিতে L/p ব্লক; প্রথম স্টেজ একসঙ্গে min(m, p) সংখ্যক মাইক্রো-ব্যাচ ধরে রাখে।</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.ui" line="416"/>
        <source>Data-parallel GPUs G:</source>
        <translation>ডেটা প্যারালেল GPU G:</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.ui" line="448"/>
        <source>ZeRO stage:</source>
        <translation>ZeRO স্টেজ:</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.ui" line="461"/>
        <source>Optimizer state in host memory (ZeRO-Offload)</source>
        <translation>হোস্ট মেমরিতে অপটিমাইজার স্টেট (ZeRO-Offload)</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.ui" line="468"/>
        <source>GPU memory:</source>
        <translation>GPU মেমরি:</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.ui" line="510"/>
        <source>Activation model:</source>
        <translation>অ্যাক্টিভেশন মডেল:</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.ui" line="530"/>
        <source>Dropout:</source>
        <translation>ড্রপআউট:</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.ui" line="556"/>
        <location filename="../ui/realisticpanel.ui" line="869"/>
        <source>Reserve:</source>
        <translation>রিজার্ভ:</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.ui" line="590"/>
        <source>Recompute</source>
        <translation>পুনর্গণনা</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.ui" line="606"/>
        <source>Checkpoint every k blocks:</source>
        <translation>প্রতি k ব্লকে চেকপয়েন্ট:</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.ui" line="648"/>
        <source>Figures</source>
        <translation>হিসাব</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.ui" line="685"/>
        <source>Parameters:</source>
        <translation>প্যারামিটার:</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.ui" line="708"/>
        <source>Activations per block:</source>
        <translation>প্রতি ব্লকে অ্যাক্টিভেশন:</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.ui" line="731"/>
        <source>Peak activations:</source>
        <translation>সর্বোচ্চ অ্যাক্টিভেশন:</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.ui" line="754"/>
        <source>Weights per GPU:</source>
        <translation>প্রতি GPU-তে ওয়েট:</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.ui" line="777"/>
        <source>Gradients per GPU:</source>
        <translation>প্রতি GPU-তে গ্রেডিয়েন্ট:</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.ui" line="800"/>
        <source>Optimizer state per GPU:</source>
        <translation>প্রতি GPU-তে অপটিমাইজার স্টেট:</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.ui" line="823"/>
        <source>Logits and loss:</source>
        <translation>লজিট ও লস:</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.ui" line="846"/>
        <source>ZeRO-3 gather buffers:</source>
        <translation>ZeRO-3 গ্যাদার বাফার:</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.ui" line="892"/>
        <source>Total per GPU:</source>
        <translation>প্রতি GPU-তে মোট:</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.ui" line="933"/>
        <source>Recompute, counted from the schedule:</source>
        <translation>পুনর্গণনা, শিডিউল থেকে গোনা:</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.ui" line="956"/>
        <source>Recompute, the paper&apos;s Eq. 9:</source>
        <translation>পুনর্গণনা, পেপারের Eq. 9:</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.ui" line="988"/>
        <source>They differ because the schedule counts only the forwards it reruns, while Eq. 9 counts three attention-core forwards per block for selective recomputation and a forward of every block, the last included, for full recomputation.</source>
        <translation>দুটি মান আলাদা, কারণ শিডিউল কেবল যে ফরওয়ার্ডগুলো আবার চালায় সেগুলোই গোনে, আর Eq. 9 সিলেক্টিভ পুনর্গণনায় প্রতি ব্লকে অ্যাটেনশন কোরের তিনটি ফরওয়ার্ড এবং পুরো পুনর্গণনায় শেষটিসহ প্রতিটি ব্লকের একটি করে ফরওয়ার্ড গোনে।</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.ui" line="1007"/>
        <source>Conventions</source>
        <translation>হিসাবের নিয়ম</translation>
    </message>
</context>
<context>
    <name>RealisticReadout</name>
    <message>
        <location filename="../app/core/realistic/realisticreadout.cpp" line="22"/>
        <source>%1 (%2 bytes)</source>
        <extracomment>%1 is a size in binary units (7.13 GiB), %2 the exact number of bytes.</extracomment>
        <translation>%1 (%2 বাইট)</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/realisticreadout.cpp" line="27"/>
        <source>Fits, %1 to spare</source>
        <translation>আঁটে, %1 খালি থাকে</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/realisticreadout.cpp" line="28"/>
        <source>Does not fit: %1 over</source>
        <translation>আঁটে না: %1 বেশি</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/realisticreadout.cpp" line="30"/>
        <source>%1 of %2</source>
        <extracomment>%1 is a size (119.66 GiB), %2 the total per GPU.</extracomment>
        <translation>%2-এর মধ্যে %1</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/realisticreadout.cpp" line="37"/>
        <source>The largest part is model state, %1: no recomputation policy can fix that; shard it (ZeRO, FSDP) or add GPUs.</source>
        <extracomment>After &quot;Does not fit: … over&quot;. %1 is &quot;119.66 GiB of 133.45 GiB&quot;.</extracomment>
        <translation>সবচেয়ে বড় অংশ মডেল স্টেট, %1: কোনো পুনর্গণনা পলিসি এটি ঠিক করতে পারে না; একে শার্ড করুন (ZeRO, FSDP) বা আরও GPU যোগ করুন।</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/realisticreadout.cpp" line="42"/>
        <source>The largest part is activations, %1: recomputation can shrink them.</source>
        <translation>সবচেয়ে বড় অংশ অ্যাক্টিভেশন, %1: পুনর্গণনা এগুলো কমাতে পারে।</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/realisticreadout.cpp" line="46"/>
        <source>The largest part is the logits and loss, %1: a shorter sequence, a smaller micro-batch or a chunked loss shrinks them; recomputation does not.</source>
        <translation>সবচেয়ে বড় অংশ লজিট ও লস, %1: ছোট সিকোয়েন্স, ছোট মাইক্রো-ব্যাচ বা টুকরো করে হিসাব করা লস (chunked loss) এগুলো কমায়; পুনর্গণনা কমায় না।</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/realisticreadout.cpp" line="64"/>
        <source>Full recomputation at its best spacing brings the total to %1: it fits.</source>
        <extracomment>%1 is a size per GPU (&quot;76.10 GiB&quot;).</extracomment>
        <translation>সেরা ব্যবধানে পুরো পুনর্গণনা করলে মোট দাঁড়ায় %1: তখন আঁটে।</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/realisticreadout.cpp" line="67"/>
        <source>Even full recomputation at its best spacing leaves %1 of %2: recomputation alone cannot make it fit.</source>
        <extracomment>%1 and %2 are sizes per GPU: the least total, and the GPU&apos;s memory.</extracomment>
        <translation>সেরা ব্যবধানে পুরো পুনর্গণনা করলেও মোট দাঁড়ায় %2-এর মধ্যে %1: শুধু পুনর্গণনা দিয়ে এটি আঁটানো যায় না।</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/realisticreadout.cpp" line="75"/>
        <source>paper: Korthikanti et al. 2022, Table 2</source>
        <translation>পেপার: Korthikanti et al. 2022, Table 2</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/realisticreadout.cpp" line="76"/>
        <source>measured: op by op, what PyTorch saves</source>
        <translation>পরিমাপভিত্তিক: অপারেশন ধরে ধরে, PyTorch যা সংরক্ষণ করে</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/realisticreadout.cpp" line="81"/>
        <source>Paper (Table 2)</source>
        <translation>পেপার (Table 2)</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/realisticreadout.cpp" line="81"/>
        <source>Measured (PyTorch)</source>
        <translation>পরিমাপভিত্তিক (PyTorch)</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/realisticreadout.cpp" line="89"/>
        <source>beyond 64 bits</source>
        <translation>৬৪ বিটের সীমার বাইরে</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/realisticreadout.cpp" line="93"/>
        <source>Activations (paper convention): Korthikanti et al. 2022, Table 2, the GPT block&apos;s formula, used for every preset, Llama included; a Llama block with fused attention saves about 20% more.</source>
        <translation>অ্যাক্টিভেশন (পেপারের হিসাব): Korthikanti et al. 2022, Table 2-এর GPT ব্লকের সূত্র, Llama-সহ সব প্রিসেটে ব্যবহৃত; ফিউজড অ্যাটেনশনসহ একটি Llama ব্লক প্রায় ২০% বেশি সংরক্ষণ করে।</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/realisticreadout.cpp" line="95"/>
        <source>Activations (measured convention): the block&apos;s ops one by one, byte for byte what PyTorch saves for the reference GPT (nanoGPT/Megatron) and Llama (torchtitan) blocks, measured with PyTorch 1.13; the policies behave as in PyTorch 2.4 or later.</source>
        <translation>অ্যাক্টিভেশন (পরিমাপভিত্তিক হিসাব): ব্লকের অপারেশনগুলো একে একে, রেফারেন্স GPT (nanoGPT/Megatron) ও Llama (torchtitan) ব্লকের জন্য PyTorch যা সংরক্ষণ করে তার বাইট-বাই-বাইট হিসাব, PyTorch 1.13 দিয়ে মাপা; পলিসিগুলো PyTorch 2.4 বা পরবর্তী সংস্করণের মতো আচরণ করে।</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/realisticreadout.cpp" line="99"/>
        <source>GiB = 2^30 bytes. Memory is per GPU; FLOPs are per micro-batch step of the whole model.
Model state: 16 bytes per parameter (mixed-precision Adam: 2 for the 16-bit weights, 2 for their gradients, 12 for the fp32 master weights, momentum and variance), sharded by ZeRO over the GPUs. Other tools count 12 (no master copy), 18 or 20 (fp32 gradients too): for this model on one GPU without sharding that is %1, %2 or %3 instead of %4.
</source>
        <translation>GiB = ২^৩০ বাইট। মেমরির হিসাব প্রতি GPU-তে; FLOPs-এর হিসাব পুরো মডেলের এক মাইক্রো-ব্যাচ ধাপের।
মডেল স্টেট: প্রতি প্যারামিটারে ১৬ বাইট (মিক্সড প্রিসিশন Adam: ১৬-বিট ওয়েটের জন্য ২, সেগুলোর গ্রেডিয়েন্টের জন্য ২, fp32 মাস্টার ওয়েট, মোমেন্টাম ও ভ্যারিয়েন্সের জন্য ১২), ZeRO দিয়ে GPU-গুলোর মধ্যে শার্ড করা। অন্য কিছু টুল ধরে ১২ (মাস্টার কপি ছাড়া), ১৮ বা ২০ (fp32 গ্রেডিয়েন্টসহ): শার্ডিং ছাড়া একটি GPU-তে এই মডেলের জন্য তা হয় %4-এর বদলে %1, %2 বা %3।
</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/realisticreadout.cpp" line="108"/>
        <source>Logits and loss: the 16-bit logits, their fp32 copy for the loss and its gradient, alive at the end of the forward pass. ZeRO-3: two blocks&apos; 16-bit weights gathered. The reserve stands for the CUDA context and the allocator. Not counted: other temporary buffers and fragmentation beyond the reserve.</source>
        <translation>লজিট ও লস: ১৬-বিট লজিট, লসের জন্য সেগুলোর fp32 কপি এবং সেই কপির গ্রেডিয়েন্ট, যা ফরওয়ার্ড পাসের শেষে একসঙ্গে মেমরিতে থাকে। ZeRO-3: দুটি ব্লকের ১৬-বিট ওয়েট, GPU-গুলো থেকে জড়ো (গ্যাদার) করা। রিজার্ভ হলো CUDA কনটেক্সট ও অ্যালোকেটরের জন্য রাখা জায়গা। গোনা হয়নি: অন্যান্য অস্থায়ী বাফার এবং রিজার্ভের বাইরের ফ্র্যাগমেন্টেশন।</translation>
    </message>
</context>
<context>
    <name>RecomputePause</name>
    <message>
        <location filename="../ui/recomputepause.cpp" line="73"/>
        <source>Recompute: layer %1 runs forward again. The forward pass dropped this activation to save memory; the backward pass needs it now, so it is rebuilt from the checkpoint before it, and the memory curve climbs while it is held.</source>
        <translation>পুনর্গণনা: লেয়ার %1 আবার ফরওয়ার্ড চলছে। মেমরি বাঁচাতে ফরওয়ার্ড পাস এই অ্যাক্টিভেশনটি বাদ দিয়েছিল; ব্যাকপ্রোপাগেশনের এখন এটি লাগবে, তাই আগের চেকপয়েন্ট থেকে এটি আবার তৈরি হচ্ছে, আর এটি রাখা থাকা পর্যন্ত মেমরির রেখা ওঠে।</translation>
    </message>
</context>
<context>
    <name>RecomputeSetting</name>
    <message>
        <location filename="../app/core/realistic/recomputesetting.cpp" line="53"/>
        <source>None: every block keeps what its backward needs</source>
        <translation>নেই: প্রতিটি ব্লক নিজের ব্যাকপ্রোপাগেশনের প্রয়োজনীয় সবকিছু রাখে</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/recomputesetting.cpp" line="55"/>
        <source>Selective: the attention core is recomputed</source>
        <translation>সিলেক্টিভ: অ্যাটেনশন কোর পুনর্গণনা করা হয়</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/recomputesetting.cpp" line="57"/>
        <source>Full: checkpoint every k blocks, rerun the rest</source>
        <translation>পুরো: প্রতি k ব্লকে একটি চেকপয়েন্ট, বাকিটা আবার চালানো হয়</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/recomputesetting.cpp" line="59"/>
        <source>MLP: the MLP is recomputed (Megatron&apos;s recompute_modules)</source>
        <translation>MLP: MLP পুনর্গণনা করা হয় (Megatron-এর recompute_modules)</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/recomputesetting.cpp" line="61"/>
        <source>Norms: recomputed, their outputs freed (Megatron&apos;s recompute_modules)</source>
        <translation>নরমালাইজেশন লেয়ার: পুনর্গণনা হয়, তাদের আউটপুট মুক্ত করা হয় (Megatron-এর recompute_modules)</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/recomputesetting.cpp" line="63"/>
        <source>Save the matmuls, recompute the rest (op-level SAC)</source>
        <translation>ম্যাট্রিক্স গুণন সংরক্ষণ, বাকিটা পুনর্গণনা (অপারেশন-ভিত্তিক SAC)</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/recomputesetting.cpp" line="65"/>
        <source>Custom: choose the ops to save in the block table</source>
        <translation>কাস্টম: ব্লক টেবিলে কোন অপারেশন সংরক্ষণ হবে তা বেছে নিন</translation>
    </message>
</context>
<context>
    <name>ReportCommand</name>
    <message>
        <location filename="../app/commands/reportcommand.cpp" line="97"/>
        <source>Missing --answers: one option number or - per question, e.g. 1,3,-,4.</source>
        <translation>--answers নেই: প্রতি প্রশ্নে একটি বিকল্প নম্বর বা - দিন, যেমন 1,3,-,4।</translation>
    </message>
    <message>
        <location filename="../app/commands/reportcommand.cpp" line="59"/>
        <source>Answer %1 is &quot;%2&quot;: expected an option number (1, 2, ...) or - for no answer.</source>
        <translation>উত্তর %1 হলো &quot;%2&quot;: একটি বিকল্প নম্বর (1, 2, ...) অথবা উত্তর না দিলে - প্রত্যাশিত।</translation>
    </message>
    <message>
        <location filename="../app/commands/reportcommand.cpp" line="108"/>
        <source>Cannot read the quiz: %1</source>
        <translation>কুইজটি পড়া যাচ্ছে না: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/commands/reportcommand.cpp" line="71"/>
        <source>--answers has %1 answers but the quiz &quot;%2&quot; has %3 questions: give one per question.</source>
        <extracomment>The count of answers (%1) picks the plural form.</extracomment>
        <translation>
            <numerusform>--answers-এ %1টি উত্তর আছে, কিন্তু কুইজ &quot;%2&quot;-এ %3টি প্রশ্ন আছে: প্রতি প্রশ্নে একটি করে উত্তর দিন।</numerusform>
            <numerusform>--answers-এ %1টি উত্তর আছে, কিন্তু কুইজ &quot;%2&quot;-এ %3টি প্রশ্ন আছে: প্রতি প্রশ্নে একটি করে উত্তর দিন।</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/commands/reportcommand.cpp" line="29"/>
        <source>Write a score report for answers given on paper, without opening a window.</source>
        <translation>কাগজে দেওয়া উত্তরের জন্য কোনো উইন্ডো না খুলে একটি স্কোর রিপোর্ট লেখে।</translation>
    </message>
    <message>
        <location filename="../app/commands/reportcommand.cpp" line="35"/>
        <source>One answer per question, comma-separated: the option&apos;s number (1-based, in the quiz file&apos;s order) or - for no answer, e.g. 1,3,-,4.</source>
        <translation>প্রতি প্রশ্নে একটি উত্তর, কমা দিয়ে আলাদা: বিকল্পের নম্বর (1 থেকে শুরু, কুইজ ফাইলের ক্রম অনুযায়ী) অথবা উত্তর না দিলে -, যেমন 1,3,-,4।</translation>
    </message>
    <message>
        <location filename="../app/commands/reportcommand.cpp" line="40"/>
        <source>The learner&apos;s name.</source>
        <translation>শিক্ষার্থীর নাম।</translation>
    </message>
    <message>
        <location filename="../app/commands/reportcommand.cpp" line="41"/>
        <source>The learner&apos;s e-mail address or ID number, for gradebooks.</source>
        <translation>গ্রেডবুকের জন্য শিক্ষার্থীর ই-মেইল ঠিকানা বা আইডি নম্বর।</translation>
    </message>
    <message>
        <location filename="../app/commands/reportcommand.cpp" line="43"/>
        <source>Where to write the report; %1 picks the format.</source>
        <translation>রিপোর্টটি কোথায় লেখা হবে; %1 এক্সটেনশন থেকে ফরম্যাট ঠিক হয়।</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/commands/reportcommand.cpp" line="78"/>
        <source>Answer %1 is %2, but question %1 has only %3 options.</source>
        <extracomment>The count of options (%3) picks the plural form.</extracomment>
        <translation>
            <numerusform>উত্তর %1 হলো %2, কিন্তু প্রশ্ন %1-এ মাত্র %3টি বিকল্প আছে।</numerusform>
            <numerusform>উত্তর %1 হলো %2, কিন্তু প্রশ্ন %1-এ মাত্র %3টি বিকল্প আছে।</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/commands/reportcommand.cpp" line="91"/>
        <source>Missing -o FILE: where to write the report (%1).</source>
        <translation>-o FILE নেই: রিপোর্টটি কোথায় লেখা হবে (%1) তা দিন।</translation>
    </message>
    <message>
        <location filename="../app/commands/reportcommand.cpp" line="94"/>
        <source>Cannot tell the report format from &quot;%1&quot;: use a name ending in %2.</source>
        <translation>&quot;%1&quot; থেকে রিপোর্টের ফরম্যাট বোঝা যাচ্ছে না: %2 দিয়ে শেষ হওয়া একটি নাম ব্যবহার করুন।</translation>
    </message>
    <message>
        <location filename="../app/commands/reportcommand.cpp" line="105"/>
        <source>-o names the quiz file &quot;%1&quot;: choose another file for the report.</source>
        <translation>-o হিসেবে কুইজ ফাইল &quot;%1&quot; দেওয়া হয়েছে: রিপোর্টের জন্য অন্য একটি ফাইল বেছে নিন।</translation>
    </message>
    <message>
        <location filename="../app/commands/reportcommand.cpp" line="133"/>
        <source>Report written to %1</source>
        <translation>রিপোর্ট লেখা হয়েছে: %1</translation>
    </message>
</context>
<context>
    <name>ReportExporter</name>
    <message>
        <location filename="../ui/export/reportexporter.cpp" line="92"/>
        <source>Learner name</source>
        <translation>শিক্ষার্থীর নাম</translation>
    </message>
    <message>
        <location filename="../ui/export/reportexporter.cpp" line="100"/>
        <source>Your name, as it should appear on score reports:</source>
        <translation>স্কোর রিপোর্টে যে নাম দেখানো হবে:</translation>
    </message>
    <message>
        <location filename="../ui/export/reportexporter.cpp" line="104"/>
        <source>Your e-mail address or ID number, if your teacher collects reports (optional):</source>
        <extracomment>The teacher&apos;s gradebook (Moodle) matches reports to students by this.</extracomment>
        <translation>আপনার শিক্ষক রিপোর্ট সংগ্রহ করলে আপনার ই-মেইল ঠিকানা বা আইডি নম্বর (ঐচ্ছিক):</translation>
    </message>
    <message>
        <location filename="../ui/export/reportexporter.cpp" line="108"/>
        <location filename="../ui/export/reportexporter.cpp" line="319"/>
        <source>OK</source>
        <translation>ঠিক আছে</translation>
    </message>
    <message>
        <location filename="../ui/export/reportexporter.cpp" line="109"/>
        <location filename="../ui/export/reportexporter.cpp" line="138"/>
        <source>Cancel</source>
        <translation>বাতিল</translation>
    </message>
    <message>
        <location filename="../ui/export/reportexporter.cpp" line="130"/>
        <source>Unfinished attempt</source>
        <translation>অসম্পূর্ণ প্রচেষ্টা</translation>
    </message>
    <message>
        <location filename="../ui/export/reportexporter.cpp" line="131"/>
        <source>Not every question is answered yet. The report shows the questions you have not answered without their answers unless you include the answer key.</source>
        <translation>এখনো সব প্রশ্নের উত্তর দেওয়া হয়নি। উত্তরমালা যোগ না করলে, যে প্রশ্নগুলোর উত্তর আপনি দেননি, রিপোর্টে সেগুলো উত্তর ছাড়াই দেখানো হবে।</translation>
    </message>
    <message>
        <location filename="../ui/export/reportexporter.cpp" line="134"/>
        <source>Include the answer key</source>
        <translation>উত্তরমালা যোগ করুন</translation>
    </message>
    <message>
        <location filename="../ui/export/reportexporter.cpp" line="137"/>
        <source>Continue</source>
        <translation>চালিয়ে যান</translation>
    </message>
    <message>
        <location filename="../ui/export/reportexporter.cpp" line="224"/>
        <source>Save score report</source>
        <translation>স্কোর রিপোর্ট সংরক্ষণ</translation>
    </message>
    <message>
        <location filename="../ui/export/reportexporter.cpp" line="243"/>
        <source>Saving the report to %1…</source>
        <translation>রিপোর্টটি %1-এ সংরক্ষণ করা হচ্ছে…</translation>
    </message>
    <message>
        <location filename="../ui/export/reportexporter.cpp" line="273"/>
        <source>Print score report</source>
        <translation>স্কোর রিপোর্ট প্রিন্ট</translation>
    </message>
    <message>
        <location filename="../ui/export/reportexporter.cpp" line="282"/>
        <source>The score report could not be printed.</source>
        <translation>স্কোর রিপোর্টটি প্রিন্ট করা যায়নি।</translation>
    </message>
    <message>
        <location filename="../ui/export/reportexporter.cpp" line="301"/>
        <source>Report saved</source>
        <translation>রিপোর্ট সংরক্ষিত হয়েছে</translation>
    </message>
    <message>
        <location filename="../ui/export/reportexporter.cpp" line="302"/>
        <source>The score report was saved to
%1</source>
        <translation>স্কোর রিপোর্টটি এখানে সংরক্ষণ করা হয়েছে:
%1</translation>
    </message>
    <message>
        <location filename="../ui/export/reportexporter.cpp" line="305"/>
        <source>Close</source>
        <translation>বন্ধ করুন</translation>
    </message>
    <message>
        <location filename="../ui/export/reportexporter.cpp" line="306"/>
        <source>Open report</source>
        <translation>রিপোর্ট খুলুন</translation>
    </message>
    <message>
        <location filename="../ui/export/reportexporter.cpp" line="317"/>
        <source>Report not saved</source>
        <translation>রিপোর্ট সংরক্ষিত হয়নি</translation>
    </message>
</context>
<context>
    <name>ReportFile</name>
    <message>
        <location filename="../app/core/report/reportfile.cpp" line="21"/>
        <source>Could not save the report to %1: %2</source>
        <translation>রিপোর্টটি %1-এ সংরক্ষণ করা যায়নি: %2</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportfile.cpp" line="26"/>
        <source>unknown file type; use a name ending in %1</source>
        <translation>অজানা ফাইলের ধরন; %1 দিয়ে শেষ হওয়া নাম ব্যবহার করুন</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportfile.cpp" line="36"/>
        <source>cancelled</source>
        <translation>বাতিল করা হয়েছে</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportfile.cpp" line="38"/>
        <source>the report could not be produced (%1)</source>
        <translation>রিপোর্ট তৈরি করা যায়নি (%1)</translation>
    </message>
</context>
<context>
    <name>ReportFormat</name>
    <message>
        <location filename="../app/core/report/reportformat.cpp" line="19"/>
        <source>PDF document</source>
        <translation>PDF ডকুমেন্ট</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportformat.cpp" line="20"/>
        <source>Web page</source>
        <translation>ওয়েব পেজ</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportformat.cpp" line="21"/>
        <source>CSV for spreadsheets</source>
        <translation>স্প্রেডশিটের জন্য CSV</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportformat.cpp" line="22"/>
        <source>JSON data</source>
        <translation>JSON ডেটা</translation>
    </message>
    <message>
        <location filename="../app/core/report/fileformattable.h" line="58"/>
        <source>%1 or %2</source>
        <comment>the end of a list of file name extensions: &quot;.pdf, .html, .csv&quot; or &quot;.json&quot;</comment>
        <translation>%1 বা %2</translation>
    </message>
</context>
<context>
    <name>ReportLabels</name>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="28"/>
        <source>Score report</source>
        <translation>স্কোর রিপোর্ট</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="29"/>
        <source>Learner</source>
        <translation>শিক্ষার্থী</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="30"/>
        <source>Not given</source>
        <translation>দেওয়া হয়নি</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="31"/>
        <source>Language</source>
        <translation>ভাষা</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="32"/>
        <source>Started</source>
        <translation>শুরুর সময়</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="33"/>
        <source>Finished</source>
        <translation>শেষের সময়</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="34"/>
        <source>Not finished</source>
        <translation>শেষ হয়নি</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="35"/>
        <source>Duration</source>
        <translation>সময়কাল</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="36"/>
        <source>Exported</source>
        <translation>এক্সপোর্টের সময়</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="37"/>
        <source>App version</source>
        <translation>অ্যাপ সংস্করণ</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="38"/>
        <source>E-mail or ID number</source>
        <translation>ই-মেইল বা আইডি নম্বর</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="39"/>
        <source>Mode</source>
        <translation>মোড</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="40"/>
        <source>Immediate feedback</source>
        <translation>তাৎক্ষণিক ফিডব্যাক</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="44"/>
        <source>Exam, %1-minute time limit</source>
        <extracomment>%1 is a number of minutes.</extracomment>
        <translation>পরীক্ষা, %1 মিনিটের সময়সীমা</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="45"/>
        <source>Exam, no time limit</source>
        <translation>পরীক্ষা, সময়সীমা নেই</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="50"/>
        <source>Retry of %1 missed questions (the quiz has %2)</source>
        <extracomment>%1 and %2 are question counts.</extracomment>
        <translation>না-পারা %1টি প্রশ্ন নিয়ে আবার চেষ্টা (কুইজে মোট %2টি প্রশ্ন)</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="52"/>
        <source>Answers on paper, entered with the report command</source>
        <translation>কাগজে দেওয়া উত্তর, report কমান্ড দিয়ে ইনপুট করা</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="53"/>
        <source>Score on the whole quiz</source>
        <translation>পুরো কুইজে স্কোর</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="54"/>
        <source>Attempt</source>
        <translation>প্রচেষ্টা</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="56"/>
        <source>Assignment</source>
        <extracomment>The identifier of the teacher&apos;s assignment file the attempt answers.</extracomment>
        <translation>অ্যাসাইনমেন্ট</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="57"/>
        <source>Due</source>
        <translation>জমার শেষ সময়</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="59"/>
        <source>%1 (handed in late)</source>
        <extracomment>%1 is the due date and time.</extracomment>
        <translation>%1 (দেরিতে জমা দেওয়া হয়েছে)</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="61"/>
        <source>Quiz version (SHA-256)</source>
        <extracomment>The SHA-256 digest of the quiz bank&apos;s content: equal for reports of the same version of a quiz.</extracomment>
        <translation>কুইজের সংস্করণ (SHA-256)</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="63"/>
        <source>Report digest (SHA-256)</source>
        <extracomment>The SHA-256 digest of this report&apos;s content: shows accidental edits.</extracomment>
        <translation>রিপোর্টের ডাইজেস্ট (SHA-256)</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="64"/>
        <source>Score</source>
        <translation>স্কোর</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="67"/>
        <source>%1 of %2 correct (%3%)</source>
        <translation>%2টির মধ্যে %1টি সঠিক (%3%)</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/report/reportlabels.h" line="72"/>
        <source>Complete attempt: all %1 questions answered</source>
        <extracomment>%1 is the number of questions; the count picks the plural form.</extracomment>
        <translation>
            <numerusform>সম্পূর্ণ প্রচেষ্টা: সব %1টি প্রশ্নের উত্তর দেওয়া হয়েছে</numerusform>
            <numerusform>সম্পূর্ণ প্রচেষ্টা: সব %1টি প্রশ্নের উত্তর দেওয়া হয়েছে</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="76"/>
        <source>Partial attempt: %1 of %2 answered</source>
        <translation>আংশিক প্রচেষ্টা: %2টির মধ্যে %1টির উত্তর দেওয়া হয়েছে</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="78"/>
        <source>Questions</source>
        <translation>প্রশ্নসমূহ</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="79"/>
        <source>No.</source>
        <translation>নং</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="80"/>
        <source>Result</source>
        <translation>ফলাফল</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="81"/>
        <source>Question</source>
        <translation>প্রশ্ন</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="82"/>
        <source>Your answer</source>
        <translation>আপনার উত্তর</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="83"/>
        <source>Correct answer</source>
        <translation>সঠিক উত্তর</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="84"/>
        <source>Not answered</source>
        <translation>উত্তর দেওয়া হয়নি</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="85"/>
        <source>Right</source>
        <translation>সঠিক</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="86"/>
        <source>Wrong</source>
        <translation>ভুল</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="87"/>
        <source>Explanations</source>
        <translation>ব্যাখ্যাসমূহ</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="88"/>
        <source>Question %1</source>
        <translation>প্রশ্ন %1</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="89"/>
        <source>Explanation</source>
        <translation>ব্যাখ্যা</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="90"/>
        <source>Why your answer is not right</source>
        <translation>আপনার উত্তর কেন সঠিক নয়</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="91"/>
        <source>Hints used</source>
        <translation>ব্যবহৃত ইঙ্গিত</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="92"/>
        <source>Reference</source>
        <translation>তথ্যসূত্র</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="93"/>
        <source>Simulator at export time</source>
        <translation>এক্সপোর্টের সময় সিমুলেটরের অবস্থা</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="94"/>
        <source>Memory chart as shown in the simulator</source>
        <translation>সিমুলেটরে দেখানো মেমরি চার্ট</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="95"/>
        <source>The chart image could not be read.</source>
        <translation>চার্টের ছবিটি পড়া যায়নি।</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="98"/>
        <source>Page %1 of %2</source>
        <translation>পৃষ্ঠা %1 (মোট %2)</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="109"/>
        <source>Schedule</source>
        <translation>শিডিউল</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="110"/>
        <source>Layers N</source>
        <translation>লেয়ার সংখ্যা N</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="111"/>
        <source>Backward/forward cost</source>
        <translation>ব্যাকওয়ার্ড/ফরওয়ার্ড খরচ</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="112"/>
        <source>Peak memory</source>
        <translation>সর্বোচ্চ মেমরি</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="115"/>
        <source>%1 of %2 saved activations</source>
        <translation>%2টির মধ্যে %1টি সংরক্ষিত অ্যাক্টিভেশন</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="117"/>
        <source>Held after forward</source>
        <translation>ফরওয়ার্ড শেষে সংরক্ষিত অ্যাক্টিভেশন</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="118"/>
        <source>Layer forwards</source>
        <translation>মোট লেয়ার ফরওয়ার্ড</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="119"/>
        <source>Extra layer forwards</source>
        <translation>অতিরিক্ত লেয়ার ফরওয়ার্ড</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="120"/>
        <source>Recompute overhead (forward+backward compute)</source>
        <translation>পুনর্গণনার অতিরিক্ত খরচ (ফরওয়ার্ড+ব্যাকপ্রোপাগেশন গণনা)</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="123"/>
        <source>+%1%</source>
        <translation>+%1%</translation>
    </message>
</context>
<context>
    <name>ReportPages</name>
    <message>
        <location filename="../app/core/report/reportpages.cpp" line="35"/>
        <source>PDF pages need the file %1, which was not found. Looked for:
%2
Reinstall Checkpoint Quiz; the other report formats work without it.</source>
        <translation>PDF পৃষ্ঠা তৈরির জন্য %1 ফাইলটি দরকার, কিন্তু সেটি পাওয়া যায়নি। যেখানে খোঁজা হয়েছে:
%2
Checkpoint Quiz আবার ইনস্টল করুন; অন্য রিপোর্ট ফরম্যাটগুলো এটি ছাড়াই কাজ করে।</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportpages.cpp" line="46"/>
        <source>%1 could not be loaded: %2</source>
        <translation>%1 লোড করা যায়নি: %2</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportpages.cpp" line="53"/>
        <source>%1 is not Checkpoint Quiz&apos;s report pages module.</source>
        <translation>%1 Checkpoint Quiz-এর রিপোর্ট-পৃষ্ঠা মডিউল নয়।</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportpages.cpp" line="59"/>
        <source>%1 belongs to Checkpoint Quiz %2, not %3. Reinstall Checkpoint Quiz.</source>
        <translation>%1 Checkpoint Quiz %2-এর অংশ, %3-এর নয়। Checkpoint Quiz আবার ইনস্টল করুন।</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportpages.cpp" line="105"/>
        <source>PDF pages unavailable: %1</source>
        <translation>PDF পৃষ্ঠা পাওয়া যাচ্ছে না: %1</translation>
    </message>
</context>
<context>
    <name>ReviewCommand</name>
    <message>
        <location filename="../app/commands/reviewcommand.cpp" line="58"/>
        <source>List the questions and practice kinds due for spaced review, as JSON.</source>
        <translation>ব্যবধানে পুনরালোচনার জন্য যে প্রশ্ন ও অনুশীলনের ধরনগুলোর সময় হয়েছে, সেগুলোর তালিকা JSON হিসেবে দেখায়।</translation>
    </message>
    <message>
        <location filename="../app/commands/reviewcommand.cpp" line="64"/>
        <source>Print the items due at --now (the default and, for now, the only action).</source>
        <translation>--now সময়ে যেগুলোর সময় হয়েছে সেগুলো দেখায় (ডিফল্ট, এবং আপাতত একমাত্র কাজ)।</translation>
    </message>
    <message>
        <location filename="../app/commands/reviewcommand.cpp" line="66"/>
        <source>The moment to list for, ISO 8601 (2026-12-03 means the end of that day, UTC); by default the current time.</source>
        <translation>কোন মুহূর্তের তালিকা, ISO 8601-এ (2026-12-03 মানে সেই দিনের শেষ, UTC); ডিফল্ট হলো এখনকার সময়।</translation>
    </message>
    <message>
        <location filename="../app/commands/reviewcommand.cpp" line="74"/>
        <source>Each item is an object with id, concept, state, due (UTC), stability (days), difficulty (1 to 10) and retrievability (the predicted chance of recall at --now), soonest due first. The schedule is FSRS-6 with its default parameters (py-fsrs 6.3.1).</source>
        <translation>প্রতিটি আইটেম একটি অবজেক্ট, যাতে আছে id, concept, state, due (UTC), stability (দিন), difficulty (১ থেকে ১০) এবং retrievability (--now সময়ে মনে থাকার পূর্বাভাসিত সম্ভাবনা); যার সময় আগে, সে আগে। সূচিটি FSRS-6, তার ডিফল্ট প্যারামিটারসহ (py-fsrs 6.3.1)।</translation>
    </message>
    <message>
        <location filename="../app/commands/reviewcommand.cpp" line="86"/>
        <source>--now %1 is not an ISO 8601 date or time (2026-12-03 or 2026-12-03T09:30:00Z).</source>
        <translation>--now %1 কোনো ISO 8601 তারিখ বা সময় নয় (2026-12-03 অথবা 2026-12-03T09:30:00Z)।</translation>
    </message>
</context>
<context>
    <name>ReviewDueStrip</name>
    <message numerus="yes">
        <location filename="../ui/reviewdue.cpp" line="85"/>
        <source>%Ln question(s) due for review today: each comes back just before you would be likely to forget it.</source>
        <translation>
            <numerusform>আজ %Lnটি প্রশ্নের পুনরালোচনার সময় হয়েছে: প্রতিটি ফিরে আসে ঠিক তখন, যখন আপনি সম্ভবত এটি ভুলে যেতে শুরু করতেন।</numerusform>
            <numerusform>আজ %Lnটি প্রশ্নের পুনরালোচনার সময় হয়েছে: প্রতিটি ফিরে আসে ঠিক তখন, যখন আপনি সম্ভবত এটি ভুলে যেতে শুরু করতেন।</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/reviewdue.cpp" line="88"/>
        <source>Review Now</source>
        <translation>এখনই পুনরালোচনা করুন</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/reviewdue.cpp" line="89"/>
        <source>Review Due Today (%Ln)</source>
        <translation>
            <numerusform>আজকের পুনরালোচনা (%Ln)</numerusform>
            <numerusform>আজকের পুনরালোচনা (%Ln)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/reviewdue.cpp" line="90"/>
        <source>Nothing Due for Review Today</source>
        <translation>আজ পুনরালোচনার কিছু নেই</translation>
    </message>
    <message>
        <location filename="../ui/reviewdue.cpp" line="91"/>
        <source>Review Settings…</source>
        <translation>পুনরালোচনার সেটিংস…</translation>
    </message>
    <message>
        <location filename="../ui/reviewdue.cpp" line="117"/>
        <source>Review Settings</source>
        <translation>পুনরালোচনার সেটিংস</translation>
    </message>
    <message>
        <location filename="../ui/reviewdue.cpp" line="118"/>
        <source>Desired retention: the chance of still knowing an answer when it comes back (%L1–%L2%). Higher means more reviews.</source>
        <translation>কাঙ্ক্ষিত মনে রাখার হার: প্রশ্নটি ফিরে এলে তখনো উত্তরটি জানা থাকার সম্ভাবনা (%L1–%L2%)। বেশি হলে পুনরালোচনাও বেশি।</translation>
    </message>
</context>
<context>
    <name>SafeFileWriter</name>
    <message>
        <location filename="../app/core/io/safefilewriter.cpp" line="43"/>
        <source>the disk is full (no space left on device)</source>
        <translation>ডিস্ক পূর্ণ (ডিভাইসে আর কোনো জায়গা নেই)</translation>
    </message>
    <message>
        <location filename="../app/core/io/safefilewriter.cpp" line="45"/>
        <source>the disk quota is used up</source>
        <translation>ডিস্কের কোটা শেষ হয়ে গেছে</translation>
    </message>
    <message>
        <location filename="../app/core/io/safefilewriter.cpp" line="47"/>
        <source>the file would be too large for the file size limit or the file system</source>
        <translation>ফাইলটি ফাইলের আকারের সীমা বা ফাইল সিস্টেমের পক্ষে খুব বড় হয়ে যেত</translation>
    </message>
    <message>
        <location filename="../app/core/io/safefilewriter.cpp" line="50"/>
        <source>permission denied</source>
        <translation>অনুমতি নেই</translation>
    </message>
    <message>
        <location filename="../app/core/io/safefilewriter.cpp" line="52"/>
        <source>the disk is mounted read-only</source>
        <translation>ডিস্কটি রিড-অনলি হিসেবে মাউন্ট করা আছে</translation>
    </message>
    <message>
        <location filename="../app/core/io/safefilewriter.cpp" line="54"/>
        <source>the disk reported an input/output error</source>
        <translation>ডিস্কে একটি ইনপুট/আউটপুট ত্রুটি হয়েছে</translation>
    </message>
    <message>
        <location filename="../app/core/io/safefilewriter.cpp" line="56"/>
        <source>the file name is too long</source>
        <translation>ফাইলের নাম খুব দীর্ঘ</translation>
    </message>
    <message>
        <location filename="../app/core/io/safefilewriter.cpp" line="58"/>
        <source>too many levels of symbolic links</source>
        <translation>সিম্বলিক লিংকের স্তর খুব বেশি</translation>
    </message>
    <message>
        <location filename="../app/core/io/safefilewriter.cpp" line="76"/>
        <source>a folder</source>
        <translation>একটি ফোল্ডার</translation>
    </message>
    <message>
        <location filename="../app/core/io/safefilewriter.cpp" line="78"/>
        <source>a named pipe (FIFO)</source>
        <translation>একটি নেমড পাইপ (FIFO)</translation>
    </message>
    <message>
        <location filename="../app/core/io/safefilewriter.cpp" line="80"/>
        <source>a character device</source>
        <translation>একটি ক্যারেক্টার ডিভাইস</translation>
    </message>
    <message>
        <location filename="../app/core/io/safefilewriter.cpp" line="82"/>
        <source>a block device</source>
        <translation>একটি ব্লক ডিভাইস</translation>
    </message>
    <message>
        <location filename="../app/core/io/safefilewriter.cpp" line="84"/>
        <source>a socket</source>
        <translation>একটি সকেট</translation>
    </message>
    <message>
        <location filename="../app/core/io/safefilewriter.cpp" line="85"/>
        <source>a special file</source>
        <translation>একটি বিশেষ ফাইল</translation>
    </message>
    <message>
        <location filename="../app/core/io/safefilewriter.cpp" line="115"/>
        <source>it is a symbolic link to %1, which is %2, not a regular file</source>
        <translation>এটি একটি সিম্বলিক লিংক, যার লক্ষ্য %1 কোনো সাধারণ ফাইল নয়, বরং %2</translation>
    </message>
    <message>
        <location filename="../app/core/io/safefilewriter.cpp" line="118"/>
        <source>it is a folder</source>
        <translation>এটি একটি ফোল্ডার</translation>
    </message>
    <message>
        <location filename="../app/core/io/safefilewriter.cpp" line="119"/>
        <source>it is %1, not a regular file</source>
        <translation>এটি সাধারণ ফাইল নয়, বরং %1</translation>
    </message>
    <message>
        <location filename="../app/core/io/safefilewriter.cpp" line="123"/>
        <source>it is the same file as %1, which must not be overwritten</source>
        <translation>এটি আর %1 একই ফাইল, যা ওভাররাইট করা যাবে না</translation>
    </message>
    <message>
        <location filename="../app/core/io/safefilewriter.cpp" line="129"/>
        <source>%1 is read-only</source>
        <translation>%1 রিড-অনলি</translation>
    </message>
    <message>
        <location filename="../app/core/io/safefilewriter.cpp" line="130"/>
        <source>the file is read-only</source>
        <translation>ফাইলটি রিড-অনলি</translation>
    </message>
    <message>
        <location filename="../app/core/io/safefilewriter.cpp" line="141"/>
        <source>no file name was given</source>
        <translation>কোনো ফাইলের নাম দেওয়া হয়নি</translation>
    </message>
    <message>
        <location filename="../app/core/io/safefilewriter.cpp" line="156"/>
        <source>the folder %1 does not exist</source>
        <translation>%1 ফোল্ডারটি নেই</translation>
    </message>
    <message>
        <location filename="../app/core/io/safefilewriter.cpp" line="158"/>
        <source>%1 is not a folder</source>
        <translation>%1 কোনো ফোল্ডার নয়</translation>
    </message>
    <message>
        <location filename="../app/core/io/safefilewriter.cpp" line="168"/>
        <source>it is inside %1, the folder where the app keeps the learner&apos;s data</source>
        <translation>এটি %1-এর ভেতরে, যে ফোল্ডারে অ্যাপ শিক্ষার্থীর ডেটা রাখে</translation>
    </message>
    <message>
        <location filename="../app/core/io/safefilewriter.cpp" line="174"/>
        <source>no new file can be made in the folder %1: %2</source>
        <translation>%1 ফোল্ডারে নতুন ফাইল তৈরি করা যাচ্ছে না: %2</translation>
    </message>
</context>
<context>
    <name>ScenePrediction</name>
    <message>
        <location filename="../ui/sceneprediction.cpp" line="56"/>
        <source>Your prediction %1</source>
        <translation>আপনার অনুমান %1</translation>
    </message>
    <message>
        <location filename="../ui/sceneprediction.cpp" line="76"/>
        <source>Your prediction: %1 extra layer forwards. The simulator: %2, the shaded reruns.</source>
        <translation>আপনার অনুমান: %1টি অতিরিক্ত লেয়ার ফরওয়ার্ড। সিমুলেটরে: %2টি, শেড করা পুনর্গণনার অংশে।</translation>
    </message>
</context>
<context>
    <name>ScheduleCatalog</name>
    <message>
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="33"/>
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="36"/>
        <source>Uniform spacing k (textbook)</source>
        <translation>সমান ব্যবধান k (পাঠ্যবইয়ের পদ্ধতি)</translation>
    </message>
    <message>
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="35"/>
        <source>a checkpoint every K layers (default: the best k near sqrt(N))</source>
        <translation>প্রতি K লেয়ারে একটি চেকপয়েন্ট (ডিফল্ট: sqrt(N)-এর কাছে সেরা k)</translation>
    </message>
    <message>
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="37"/>
        <source>Spacing k</source>
        <translation>ব্যবধান k</translation>
    </message>
    <message>
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="75"/>
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="78"/>
        <source>PyTorch checkpoint_sequential</source>
        <translation>PyTorch checkpoint_sequential</translation>
    </message>
    <message>
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="42"/>
        <source>Spacing k (log scale)</source>
        <translation>ব্যবধান k (লগ স্কেল)</translation>
    </message>
    <message>
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="43"/>
        <source>Current k</source>
        <translation>বর্তমান k</translation>
    </message>
    <message>
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="44"/>
        <source>k = %1</source>
        <translation>k = %1</translation>
    </message>
    <message>
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="54"/>
        <source>Uniform spacing (after Chen et al. 2016) with k = 1: every activation is a checkpoint, kept from the forward pass, and nothing is recomputed: the same as storing everything.</source>
        <translation>সমান ব্যবধান (Chen et al. 2016 অনুসারে), k = ১: প্রতিটি অ্যাক্টিভেশনই চেকপয়েন্ট, ফরওয়ার্ড পাস থেকেই রাখা থাকে, কিছুই পুনর্গণনা করা হয় না: সব সংরক্ষণ করার সমান।</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="62"/>
        <source>a checkpoint every %Ln layer(s)</source>
        <translation>
            <numerusform>প্রতি %Lnটি লেয়ারে একটি চেকপয়েন্ট</numerusform>
            <numerusform>প্রতি %Lnটি লেয়ারে একটি চেকপয়েন্ট</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="63"/>
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="102"/>
        <source>%Ln segment(s)</source>
        <translation>
            <numerusform>%Lnটি সেগমেন্ট</numerusform>
            <numerusform>%Lnটি সেগমেন্ট</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="76"/>
        <source>S segments (default: ceil(N/k), about k layers each, k being the best spacing near sqrt(N))</source>
        <translation>S সংখ্যক সেগমেন্ট (ডিফল্ট: ceil(N/k), প্রতিটিতে প্রায় k লেয়ার; k হলো sqrt(N)-এর কাছের সেরা ব্যবধান)</translation>
    </message>
    <message>
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="79"/>
        <source>Segments</source>
        <translation>সেগমেন্ট সংখ্যা</translation>
    </message>
    <message>
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="86"/>
        <source>Segments S (log scale)</source>
        <translation>সেগমেন্ট সংখ্যা S (লগ স্কেল)</translation>
    </message>
    <message>
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="87"/>
        <source>Current S</source>
        <translation>বর্তমান S</translation>
    </message>
    <message>
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="88"/>
        <source>S = %1</source>
        <translation>S = %1</translation>
    </message>
    <message>
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="94"/>
        <source>1 segment: checkpoint_sequential runs every layer normally and keeps every activation; nothing is recomputed: the same as storing everything.</source>
        <translation>১টি সেগমেন্ট: checkpoint_sequential প্রতিটি লেয়ার সাধারণভাবে চালায় এবং প্রতিটি অ্যাক্টিভেশন রাখে; কিছুই পুনর্গণনা করা হয় না: সব সংরক্ষণ করার সমান।</translation>
    </message>
    <message>
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="101"/>
        <source>%1 %2; %3 run normally and are kept.</source>
        <extracomment>%1 is &quot;N segments&quot;, %2 &quot;of N layers&quot; (the size N // S), %3 &quot;the last N layers&quot; (the rest).</extracomment>
        <translation>%2 %1; %3 সাধারণভাবে চলে এবং রাখা থাকে।</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="103"/>
        <source>of %Ln layer(s)</source>
        <translation>
            <numerusform>%Lnটি লেয়ারের</numerusform>
            <numerusform>%Lnটি লেয়ারের</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="104"/>
        <source>the last %Ln layer(s)</source>
        <translation>
            <numerusform>শেষ %Lnটি লেয়ার</numerusform>
            <numerusform>শেষ %Lnটি লেয়ার</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="133"/>
        <source>Optimal (Revolve) for a memory budget</source>
        <translation>মেমরি বাজেট অনুযায়ী সর্বোত্তম (Revolve)</translation>
    </message>
    <message>
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="144"/>
        <source>Checkpoint slots s (log scale)</source>
        <translation>চেকপয়েন্ট স্লট s (লগ স্কেল)</translation>
    </message>
    <message>
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="145"/>
        <source>Current s</source>
        <translation>বর্তমান s</translation>
    </message>
    <message>
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="146"/>
        <source>s = %1</source>
        <translation>s = %1</translation>
    </message>
    <message>
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="153"/>
        <source>Optimal schedule (Revolve, Griewank &amp; Walther 2000): %1 plus the activation being worked on, %2 at the peak, with the fewest recomputed layers any schedule needs for that memory.</source>
        <extracomment>%1 is &quot;N checkpoint slots&quot;, %2 &quot;N activations&quot; (the peak).</extracomment>
        <translation>সর্বোত্তম শিডিউল (Revolve, Griewank &amp; Walther 2000): %1 আর বর্তমানে গণনাধীন অ্যাক্টিভেশনটি, সর্বোচ্চ মেমরি %2; ওই মেমরিতে যেকোনো শিডিউলের মধ্যে এটিই সবচেয়ে কম লেয়ার পুনর্গণনা করে।</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="156"/>
        <source>%Ln checkpoint slot(s)</source>
        <translation>
            <numerusform>%Lnটি চেকপয়েন্ট স্লট</numerusform>
            <numerusform>%Lnটি চেকপয়েন্ট স্লট</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="157"/>
        <source>%Ln activation(s)</source>
        <translation>
            <numerusform>%Lnটি অ্যাক্টিভেশন</numerusform>
            <numerusform>%Lnটি অ্যাক্টিভেশন</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="134"/>
        <source>s checkpoint slots (default: the same peak memory as the best k near sqrt(N))</source>
        <translation>s সংখ্যক চেকপয়েন্ট স্লট (ডিফল্ট: sqrt(N)-এর কাছে সেরা k-তে যতটা সর্বোচ্চ মেমরি লাগে, ততটাই)</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="50"/>
        <source>Uniform spacing (after Chen et al. 2016): one segment of %Ln layer(s), kept whole: the same as storing everything.</source>
        <translation>
            <numerusform>সমান ব্যবধান (Chen et al. 2016 অনুসারে): %Lnটি লেয়ারের একটিমাত্র সেগমেন্ট, পুরোটাই রাখা হয়: সব সংরক্ষণ করার সমান।</numerusform>
            <numerusform>সমান ব্যবধান (Chen et al. 2016 অনুসারে): %Lnটি লেয়ারের একটিমাত্র সেগমেন্ট, পুরোটাই রাখা হয়: সব সংরক্ষণ করার সমান।</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="58"/>
        <source>Uniform spacing (after Chen et al. 2016, whose Algorithm 1 reruns every segment whole): %1, %2. The last segment keeps its activations in the forward pass; every other segment is recomputed once during backward, all but its last layer.</source>
        <extracomment>%1 is a sentence like &quot;a checkpoint every 10 layers&quot;, %2 one like &quot;10 segments&quot;.</extracomment>
        <translation>সমান ব্যবধান (Chen et al. 2016 অনুসারে, যার Algorithm 1 প্রতিটি সেগমেন্ট পুরোটাই আবার চালায়): %1, %2। শেষ সেগমেন্টটি ফরওয়ার্ড পাসে নিজের অ্যাক্টিভেশনগুলো রেখে দেয়; বাকি প্রতিটি সেগমেন্টের শেষ লেয়ারটি বাদে সব লেয়ার ব্যাকপ্রোপাগেশনের সময় একবার করে পুনর্গণনা করা হয়।</translation>
    </message>
    <message>
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="107"/>
        <source>use_reentrant=True (not the recommended setting): each checkpointed segment reruns all of its layers during backward, and a segment whose input does not require grad gets no gradients (PyTorch only warns).</source>
        <translation>use_reentrant=True (প্রস্তাবিত সেটিং নয়): চেকপয়েন্ট করা প্রতিটি সেগমেন্ট ব্যাকপ্রোপাগেশনের সময় তার সব লেয়ার আবার চালায়, আর যে সেগমেন্টের ইনপুটে requires_grad নেই, সেটি কোনো গ্রেডিয়েন্ট পায় না (PyTorch কেবল একটি সতর্কবার্তা দেয়)।</translation>
    </message>
    <message>
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="113"/>
        <source>use_reentrant=False (recommended; PyTorch 2.1 or later), with layers that save their output or a mask (ReLU, dropout, a transformer block): the rerun stops only after the segment&apos;s last layer has run again, so all of its layers rerun.</source>
        <translation>use_reentrant=False (প্রস্তাবিত; PyTorch 2.1 বা পরবর্তী), যেসব লেয়ার নিজের আউটপুট বা একটি মাস্ক সংরক্ষণ করে (ReLU, ড্রপআউট, একটি ট্রান্সফরমার ব্লক) সেগুলোর ক্ষেত্রে: সেগমেন্টের শেষ লেয়ারটি আবার চলার পরেই কেবল পুনর্গণনা থামে, তাই তার সব লেয়ার আবার চলে।</translation>
    </message>
    <message>
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="118"/>
        <source>use_reentrant=False (recommended; PyTorch 2.1 or later), with layers that save only their input (nn.Linear): the rerun stops as soon as the last tensor the backward needs is back, one layer short of the segment.</source>
        <translation>use_reentrant=False (প্রস্তাবিত; PyTorch 2.1 বা পরবর্তী), যেসব লেয়ার কেবল নিজের ইনপুট সংরক্ষণ করে (nn.Linear) সেগুলোর ক্ষেত্রে: ব্যাকপ্রোপাগেশনের প্রয়োজনীয় শেষ টেনসরটি আবার তৈরি হওয়া মাত্র পুনর্গণনা থেমে যায়, সেগমেন্ট শেষ হওয়ার এক লেয়ার আগেই।</translation>
    </message>
    <message>
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="136"/>
        <source>Optimal (Revolve)</source>
        <translation>সর্বোত্তম (Revolve)</translation>
    </message>
    <message>
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="137"/>
        <source>Checkpoint slots</source>
        <translation>চেকপয়েন্ট স্লট সংখ্যা</translation>
    </message>
    <message>
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="165"/>
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="169"/>
        <source>Store all (no checkpointing)</source>
        <translation>সব সংরক্ষণ (চেকপয়েন্টিং ছাড়া)</translation>
    </message>
    <message>
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="166"/>
        <source>Store every activation</source>
        <translation>সব অ্যাক্টিভেশন সংরক্ষণ</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <location filename="../app/core/session/session.cpp" line="337"/>
        <source>Your progress is saved again: every answer is on the disk.</source>
        <translation>আপনার অগ্রগতি আবার সংরক্ষিত হচ্ছে: প্রতিটি উত্তর ডিস্কে আছে।</translation>
    </message>
    <message>
        <location filename="../app/core/session/session.cpp" line="364"/>
        <source>Your progress cannot be saved: %1</source>
        <translation>আপনার অগ্রগতি সংরক্ষণ করা যাচ্ছে না: %1</translation>
    </message>
    <message>
        <location filename="../app/core/session/session.cpp" line="404"/>
        <source>Settings cannot be saved to %1, so your language and name will be forgotten when the app closes. Everything else works.</source>
        <translation>%1-এ সেটিংস সংরক্ষণ করা যাচ্ছে না, তাই অ্যাপ বন্ধ করলে আপনার বেছে নেওয়া ভাষা ও নাম মনে থাকবে না। বাকি সবকিছু স্বাভাবিকভাবে কাজ করবে।</translation>
    </message>
</context>
<context>
    <name>SimulateCommand</name>
    <message>
        <location filename="../app/commands/simulatecommand.cpp" line="27"/>
        <source>--%1 must be an integer between 1 and %2 (got &apos;%3&apos;)</source>
        <translation>--%1-এর মান 1 থেকে %2 পর্যন্ত একটি পূর্ণসংখ্যা হতে হবে (দেওয়া হয়েছে &apos;%3&apos;)</translation>
    </message>
    <message>
        <location filename="../app/commands/simulatecommand.cpp" line="30"/>
        <source>--%1 must be an integer between 1 and %2 (got %3)</source>
        <translation>--%1-এর মান 1 থেকে %2 পর্যন্ত একটি পূর্ণসংখ্যা হতে হবে (দেওয়া হয়েছে %3)</translation>
    </message>
    <message>
        <location filename="../app/commands/simulatecommand.cpp" line="45"/>
        <source>--backward-ratio must be a finite number above 0 (got &apos;%1&apos;)</source>
        <translation>--backward-ratio-এর মান 0-এর চেয়ে বড় একটি সসীম সংখ্যা হতে হবে (দেওয়া হয়েছে &apos;%1&apos;)</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticsimulation.cpp" line="89"/>
        <source>--config and --model exclude each other</source>
        <translation>--config আর --model একসঙ্গে দেওয়া যায় না</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticsimulation.cpp" line="97"/>
        <source>Custom</source>
        <translation>কাস্টম</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticsimulation.cpp" line="100"/>
        <source>--model custom needs --%1</source>
        <translation>--model custom হলে --%1 দিতে হবে</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticsimulation.cpp" line="105"/>
        <source>--model must be one of %1 or custom (got &apos;%2&apos;)</source>
        <translation>--model-এর মান %1-এর যেকোনো একটি অথবা custom হতে হবে (দেওয়া হয়েছে &apos;%2&apos;)</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticsimulation.cpp" line="128"/>
        <source>--block must be gpt (gelu) or llama (swiglu) (got &apos;%1&apos;)</source>
        <translation>--block-এর মান gpt (gelu) বা llama (swiglu) হতে হবে (দেওয়া হয়েছে &apos;%1&apos;)</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticsimulation.cpp" line="163"/>
        <source>--precision must be 16 or 32 (got &apos;%1&apos;)</source>
        <translation>--precision-এর মান 16 বা 32 হতে হবে (দেওয়া হয়েছে &apos;%1&apos;)</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticsimulation.cpp" line="169"/>
        <source>--zero must be 0, 1, 2 or 3 (got &apos;%1&apos;)</source>
        <translation>--zero-এর মান 0, 1, 2 বা 3 হতে হবে (দেওয়া হয়েছে &apos;%1&apos;)</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticsimulation.cpp" line="178"/>
        <source>--attention must be eager or fused (got &apos;%1&apos;)</source>
        <translation>--attention-এর মান eager বা fused হতে হবে (দেওয়া হয়েছে &apos;%1&apos;)</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticsimulation.cpp" line="180"/>
        <source>--fused-attention contradicts --attention eager</source>
        <translation>--fused-attention আর --attention eager একসঙ্গে দেওয়া যায় না</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticsimulation.cpp" line="186"/>
        <source>--convention must be measured or paper (got &apos;%1&apos;)</source>
        <translation>--convention-এর মান measured বা paper হতে হবে (দেওয়া হয়েছে &apos;%1&apos;)</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticsimulation.cpp" line="192"/>
        <source>--dropout must be a probability at least 0 and below 1 (got &apos;%1&apos;)</source>
        <translation>--dropout-এর মান 0 বা তার বেশি এবং 1-এর কম একটি সম্ভাবনা হতে হবে (দেওয়া হয়েছে &apos;%1&apos;)</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticsimulation.cpp" line="197"/>
        <source>--reserve must be between 0 and the GPU&apos;s %1 GiB (got &apos;%2&apos;)</source>
        <translation>--reserve-এর মান 0 থেকে GPU-র %1 GiB-এর মধ্যে হতে হবে (দেওয়া হয়েছে &apos;%2&apos;)</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticsimulation.cpp" line="203"/>
        <source>--sequence-parallel needs --tensor-parallel above 1</source>
        <translation>--sequence-parallel-এর জন্য --tensor-parallel-এর মান 1-এর বেশি হতে হবে</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticsimulation.cpp" line="211"/>
        <source>--recompute is required with --model: %1</source>
        <translation>--model-এর সঙ্গে --recompute আবশ্যক: %1</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticsimulation.cpp" line="214"/>
        <source>--recompute must be one of %1 (got &apos;%2&apos;)</source>
        <translation>--recompute-এর মান %1-এর যেকোনো একটি হতে হবে (দেওয়া হয়েছে &apos;%2&apos;)</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticsimulation.cpp" line="219"/>
        <source>--save applies only to --recompute custom</source>
        <translation>--save কেবল --recompute custom-এর ক্ষেত্রে প্রযোজ্য</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticsimulation.cpp" line="224"/>
        <source>--spacing applies only to --recompute full</source>
        <translation>--spacing কেবল --recompute full-এর ক্ষেত্রে প্রযোজ্য</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticsimulation.cpp" line="329"/>
        <source>--list-models takes no other options (got --%1)</source>
        <translation>--list-models-এর সঙ্গে অন্য কোনো অপশন দেওয়া যায় না (দেওয়া হয়েছে --%1)</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticsimulation.cpp" line="337"/>
        <source>--%1 does not apply with --model</source>
        <translation>--model-এর সঙ্গে --%1 প্রযোজ্য নয়</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticsimulation.cpp" line="347"/>
        <source>--measure-script does not apply with --plan: apply a plan row first</source>
        <translation>--measure-script --plan-এর সঙ্গে খাটে না: আগে পরিকল্পনার একটি সারি প্রয়োগ করুন</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticoptions.cpp" line="27"/>
        <source>Realistic mode: a Hugging Face config.json instead of --model (%1).</source>
        <translation>বাস্তবসম্মত মোড: --model-এর বদলে একটি Hugging Face config.json (%1)।</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticoptions.cpp" line="38"/>
        <source>With --model: gpt (GELU MLP, the default for custom; also: gelu) or llama (SwiGLU MLP, RMSNorm, no dropout; also: swiglu); a custom llama model has untied embeddings and rotary positions.</source>
        <translation>--model-এর সঙ্গে: gpt (GELU MLP, custom-এর জন্য ডিফল্ট; অন্য নাম: gelu) অথবা llama (SwiGLU MLP, RMSNorm, ড্রপআউট নেই; অন্য নাম: swiglu); custom llama মডেলে ইনপুট ও আউটপুট এমবেডিং আলাদা থাকে এবং রোটারি পজিশন এমবেডিং ব্যবহৃত হয়।</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticoptions.cpp" line="52"/>
        <source>With --model: the same as --attention fused.</source>
        <translation>--model-এর সঙ্গে: --attention fused-এর সমান।</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticoptions.cpp" line="54"/>
        <source>With --model: eager (the s × s scores and softmax are kept; default) or fused (FlashAttention: q, k, v, the output and the log-sum-exp only).</source>
        <translation>--model-এর সঙ্গে: eager (s × s স্কোর ও সফটম্যাক্স রাখা হয়; ডিফল্ট) অথবা fused (FlashAttention: কেবল q, k, v, আউটপুট ও log-sum-exp)।</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticoptions.cpp" line="58"/>
        <source>With --model, a GPT block and the measured convention: the dropout probability (default: 0.1; 0 stores no masks).</source>
        <translation>--model, GPT ব্লক ও measured হিসাবের নিয়মের সঙ্গে: ড্রপআউটের সম্ভাবনা (ডিফল্ট: 0.1; 0 দিলে কোনো মাস্ক সংরক্ষণ হয় না)।</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticoptions.cpp" line="62"/>
        <source>With --model: measured (the op-level block model, byte for byte what PyTorch saves; default) or paper (Korthikanti et al. 2022, Table 2).</source>
        <translation>--model-এর সঙ্গে: measured (অপারেশন-ভিত্তিক ব্লক মডেল, PyTorch যা সংরক্ষণ করে তার বাইট-বাই-বাইট হিসাব; ডিফল্ট) অথবা paper (Korthikanti et al. 2022, Table 2)।</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticoptions.cpp" line="66"/>
        <source>With --model: GiB set aside for the CUDA context and the allocator (default: 1).</source>
        <translation>--model-এর সঙ্গে: CUDA কনটেক্সট ও অ্যালোকেটরের জন্য আলাদা রাখা GiB (ডিফল্ট: 1)।</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticoptions.cpp" line="70"/>
        <source>With --model: the data-parallel GPUs G (default: 1); with --plan, all the GPUs to plan for.</source>
        <translation>--model-এর সঙ্গে: ডেটা প্যারালেল GPU-র সংখ্যা G (ডিফল্ট: 1); --plan-এর সঙ্গে: যত GPU-র জন্য পরিকল্পনা করা হবে তার মোট সংখ্যা।</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticoptions.cpp" line="75"/>
        <source>With --model: the pipeline stages p, 1F1B (default: 1; p divides the layers).</source>
        <translation>--model-এর সঙ্গে: পাইপলাইন স্টেজের সংখ্যা p, 1F1B (ডিফল্ট: 1; লেয়ারের সংখ্যা p দিয়ে বিভাজ্য হতে হবে)।</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticoptions.cpp" line="77"/>
        <source>With --model: sequences per optimizer step over all replicas (default: one micro-batch per pipeline stage).</source>
        <translation>--model-এর সঙ্গে: সব রেপ্লিকা মিলিয়ে প্রতি অপটিমাইজার ধাপে সিকোয়েন্সের সংখ্যা (ডিফল্ট: প্রতি পাইপলাইন স্টেজে একটি মাইক্রো-ব্যাচ)।</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticoptions.cpp" line="81"/>
        <source>With --model: the optimizer state lives in host memory (ZeRO-Offload).</source>
        <translation>--model-এর সঙ্গে: অপটিমাইজার স্টেট হোস্ট মেমরিতে থাকে (ZeRO-Offload)।</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticoptions.cpp" line="88"/>
        <source>With --model (required): %1; with full, --spacing K checkpoints every K layers (default 1); with custom, --save names the ops whose outputs are saved.</source>
        <translation>--model-এর সঙ্গে (আবশ্যক): %1; full হলে --spacing K দিয়ে প্রতি K লেয়ারে একটি চেকপয়েন্ট রাখা হয় (ডিফল্ট: 1); custom হলে --save দিয়ে সেই অপারেশনগুলোর নাম দেওয়া হয় যাদের আউটপুট সংরক্ষণ করা হবে।</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticoptions.cpp" line="93"/>
        <source>With --recompute custom: the ops to save, comma-separated (their names are in the JSON&apos;s saved_tensors).</source>
        <translation>--recompute custom-এর সঙ্গে: যে অপারেশনগুলো সংরক্ষণ করা হবে, কমা দিয়ে আলাদা করে (নামগুলো JSON-এর saved_tensors-এ আছে)।</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticoptions.cpp" line="97"/>
        <source>With --model: also write the setup&apos;s measurement script (Python, PyTorch only) to FILE; run it to measure one training step (docs/measurement-format.md).</source>
        <translation>--model-এর সঙ্গে: সেটআপের পরিমাপ স্ক্রিপ্টটিও (Python, শুধু PyTorch) FILE-এ লিখুন; একটি ট্রেনিং ধাপ মাপতে এটি চালান (docs/measurement-format.md)।</translation>
    </message>
    <message>
        <location filename="../app/commands/simulatecommand.cpp" line="94"/>
        <source>Print one schedule&apos;s memory and recompute figures as JSON.</source>
        <translation>একটি শিডিউলের মেমরি ও পুনর্গণনার হিসাব JSON আকারে প্রিন্ট করে।</translation>
    </message>
    <message>
        <location filename="../app/commands/simulatecommand.cpp" line="101"/>
        <source>The number of layers N, from 1 to %1 (required without --model; with --model it replaces the model&apos;s layer count).</source>
        <translation>লেয়ারের সংখ্যা N, 1 থেকে %1 পর্যন্ত (--model ছাড়া আবশ্যক; --model-এর সঙ্গে দিলে এটি মডেলের লেয়ার সংখ্যার জায়গা নেয়)।</translation>
    </message>
    <message>
        <location filename="../app/commands/simulatecommand.cpp" line="105"/>
        <source>The schedule: %1 (default: %2).</source>
        <translation>শিডিউল: %1 (ডিফল্ট: %2)।</translation>
    </message>
    <message>
        <location filename="../app/commands/simulatecommand.cpp" line="110"/>
        <source>For --schedule %1: %2.</source>
        <translation>--schedule %1-এর জন্য: %2।</translation>
    </message>
    <message>
        <location filename="../app/commands/simulatecommand.cpp" line="125"/>
        <source>How many forward passes one backward pass costs (default: %1).</source>
        <translation>একটি ব্যাকওয়ার্ড পাসের (ব্যাকপ্রোপাগেশন) খরচ কতগুলো ফরওয়ার্ড পাসের সমান (ডিফল্ট: %1)।</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticoptions.cpp" line="22"/>
        <source>Realistic mode: a transformer model, one of --list-models or custom (which needs --layers, --hidden, --heads, --vocab and --seq-len).</source>
        <translation>বাস্তবসম্মত মোড: একটি ট্রান্সফরমার মডেল, --list-models-এর তালিকার যেকোনো একটি অথবা custom (এর জন্য --layers, --hidden, --heads, --vocab ও --seq-len দিতে হয়)।</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticoptions.cpp" line="30"/>
        <source>List the model presets with their parameter counts.</source>
        <translation>মডেল প্রিসেটগুলো তাদের প্যারামিটার সংখ্যাসহ তালিকা আকারে দেখায়।</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticoptions.cpp" line="31"/>
        <source>With --model: the hidden size h.</source>
        <translation>--model-এর সঙ্গে: হিডেন সাইজ h।</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticoptions.cpp" line="32"/>
        <source>With --model: the attention heads a.</source>
        <translation>--model-এর সঙ্গে: অ্যাটেনশন হেডের সংখ্যা a।</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticoptions.cpp" line="34"/>
        <source>With --model: the key/value heads (default for custom: the heads).</source>
        <translation>--model-এর সঙ্গে: কী/ভ্যালু হেডের সংখ্যা (custom-এর জন্য ডিফল্ট: অ্যাটেনশন হেডের সংখ্যার সমান)।</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticoptions.cpp" line="36"/>
        <source>With --model: the MLP width f (default for custom: 4h).</source>
        <translation>--model-এর সঙ্গে: MLP-র প্রস্থ f (custom-এর জন্য ডিফল্ট: 4h)।</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticoptions.cpp" line="42"/>
        <source>With --model: the vocabulary size V.</source>
        <translation>--model-এর সঙ্গে: ভোকাবুলারির আকার V।</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticoptions.cpp" line="44"/>
        <source>With --model: the sequence length s (default: the model&apos;s).</source>
        <translation>--model-এর সঙ্গে: সিকোয়েন্স দৈর্ঘ্য s (ডিফল্ট: মডেলের নিজস্ব সিকোয়েন্স দৈর্ঘ্য)।</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticoptions.cpp" line="45"/>
        <source>With --model: the micro-batch b (default: 1).</source>
        <translation>--model-এর সঙ্গে: মাইক্রো-ব্যাচের আকার b (ডিফল্ট: 1)।</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticoptions.cpp" line="47"/>
        <source>With --model: activation bits, 16 or 32 (default: 16).</source>
        <translation>--model-এর সঙ্গে: অ্যাক্টিভেশনের বিট, 16 বা 32 (ডিফল্ট: 16)।</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticoptions.cpp" line="49"/>
        <source>With --model: the tensor-parallel size t (default: 1).</source>
        <translation>--model-এর সঙ্গে: টেনসর প্যারালেলিজমের আকার t (ডিফল্ট: 1)।</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticoptions.cpp" line="51"/>
        <source>With --model and --tensor-parallel: sequence parallelism too.</source>
        <translation>--model ও --tensor-parallel-এর সঙ্গে: সিকোয়েন্স প্যারালেলিজমও চালু করে।</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticoptions.cpp" line="83"/>
        <source>With --model: the ZeRO stage, 0 to 3 (3 = FSDP; default: 0).</source>
        <translation>--model-এর সঙ্গে: ZeRO স্টেজ, 0 থেকে 3 (3 = FSDP; ডিফল্ট: 0)।</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticoptions.cpp" line="85"/>
        <source>With --model: one GPU&apos;s memory in GiB (default: 80).</source>
        <translation>--model-এর সঙ্গে: একটি GPU-র মেমরি, GiB-তে (ডিফল্ট: 80)।</translation>
    </message>
    <message>
        <location filename="../app/commands/simulatecommand.cpp" line="115"/>
        <source>For --schedule pytorch: true or false, as PyTorch&apos;s use_reentrant argument (default here: false, the recommended mode, as in PyTorch 2.1 or later; PyTorch itself still uses true, with a warning, when the argument is omitted).</source>
        <translation>--schedule pytorch-এর জন্য: true বা false, PyTorch-এর use_reentrant আর্গুমেন্টের মতো (এখানে ডিফল্ট: false, প্রস্তাবিত মোড, PyTorch 2.1 বা পরবর্তী সংস্করণের আচরণ অনুযায়ী; আর্গুমেন্টটি না দিলে PyTorch নিজে এখনো একটি সতর্কবার্তা দিয়ে true ব্যবহার করে)।</translation>
    </message>
    <message>
        <location filename="../app/commands/simulatecommand.cpp" line="120"/>
        <source>For --schedule pytorch with --use-reentrant false: input (each layer saves only its input, as nn.Linear does; the default: the rerun stops one layer short of each segment) or output (ReLU, dropout, a transformer block: all of each segment reruns).</source>
        <translation>--schedule pytorch ও --use-reentrant false-এর সঙ্গে: input (প্রতিটি লেয়ার কেবল নিজের ইনপুট সংরক্ষণ করে, যেমন nn.Linear করে; ডিফল্ট: প্রতিটি সেগমেন্ট শেষ হওয়ার এক লেয়ার আগেই পুনর্গণনা থেমে যায়) অথবা output (ReLU, ড্রপআউট, একটি ট্রান্সফরমার ব্লক: প্রতিটি সেগমেন্টের পুরোটাই আবার চলে)।</translation>
    </message>
    <message>
        <location filename="../app/commands/simulatecommand.cpp" line="137"/>
        <source>Schedules:</source>
        <translation>শিডিউলগুলো:</translation>
    </message>
    <message>
        <location filename="../app/commands/simulatecommand.cpp" line="141"/>
        <source>Models (--model): %1, custom.</source>
        <translation>মডেল (--model): %1, custom।</translation>
    </message>
    <message>
        <location filename="../app/commands/simulatecommand.cpp" line="151"/>
        <source>--%1 applies only with --model</source>
        <translation>--%1 কেবল --model-এর সঙ্গে প্রযোজ্য</translation>
    </message>
    <message>
        <location filename="../app/commands/simulatecommand.cpp" line="154"/>
        <source>--layers is required: an integer between 1 and %1</source>
        <translation>--layers আবশ্যক: 1 থেকে %1 পর্যন্ত একটি পূর্ণসংখ্যা দিন</translation>
    </message>
    <message>
        <location filename="../app/commands/simulatecommand.cpp" line="165"/>
        <source>--schedule must be one of %1 (got &apos;%2&apos;)</source>
        <translation>--schedule-এর মান %1-এর যেকোনো একটি হতে হবে (দেওয়া হয়েছে &apos;%2&apos;)</translation>
    </message>
    <message>
        <location filename="../app/commands/simulatecommand.cpp" line="169"/>
        <source>--%1 applies only to --schedule %2</source>
        <translation>--%1 কেবল --schedule %2-এর ক্ষেত্রে প্রযোজ্য</translation>
    </message>
    <message>
        <location filename="../app/commands/simulatecommand.cpp" line="176"/>
        <source>--use-reentrant applies only to --schedule pytorch</source>
        <translation>--use-reentrant কেবল --schedule pytorch-এর ক্ষেত্রে প্রযোজ্য</translation>
    </message>
    <message>
        <location filename="../app/commands/simulatecommand.cpp" line="179"/>
        <source>--use-reentrant must be true or false (got &apos;%1&apos;)</source>
        <translation>--use-reentrant-এর মান true বা false হতে হবে (দেওয়া হয়েছে &apos;%1&apos;)</translation>
    </message>
    <message>
        <location filename="../app/commands/simulatecommand.cpp" line="188"/>
        <source>--layer-saves applies only to --schedule pytorch with --use-reentrant false</source>
        <translation>--layer-saves কেবল --use-reentrant false সহ --schedule pytorch-এর ক্ষেত্রে প্রযোজ্য</translation>
    </message>
    <message>
        <location filename="../app/commands/simulatecommand.cpp" line="190"/>
        <source>--layer-saves must be input or output (got &apos;%1&apos;)</source>
        <translation>--layer-saves-এর মান input বা output হতে হবে (দেওয়া হয়েছে &apos;%1&apos;)</translation>
    </message>
    <message>
        <location filename="../app/commands/simulatecommand.cpp" line="206"/>
        <location filename="../app/commands/realisticsimulation.cpp" line="226"/>
        <source>%1 (the number of layers)</source>
        <translation>%1 (লেয়ারের সংখ্যা)</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticplan.cpp" line="82"/>
        <source>--%1 must be a number above %2 and at most %3 (got &apos;%4&apos;)</source>
        <translation>--%1-এর মান %2-এর বেশি এবং অনধিক %3 একটি সংখ্যা হতে হবে (দেওয়া হয়েছে &apos;%4&apos;)</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticplan.cpp" line="113"/>
        <source>--tensor-parallel × --pipeline-parallel (%1 × %2) must divide --gpus (%3) with --plan</source>
        <translation>--plan-এর সঙ্গে --gpus (%3) --tensor-parallel × --pipeline-parallel (%1 × %2) দিয়ে বিভাজ্য হতে হবে</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticplan.cpp" line="181"/>
        <source>With --model or --config: search tensor, sequence and pipeline parallelism, ZeRO, the micro-batch, offload and recomputation on --gpus GPUs of --gpu-memory GiB for --global-batch sequences of --seq-len tokens; print the setups that fit, cheapest first, and why the given setup does or does not.</source>
        <translation>--model বা --config-এর সঙ্গে: --gpu-memory GiB মেমরির --gpus সংখ্যক GPU-তে --seq-len টোকেনের --global-batch সংখ্যক সিকোয়েন্সের জন্য টেনসর, সিকোয়েন্স ও পাইপলাইন প্যারালেলিজম, ZeRO, মাইক্রো-ব্যাচ, অফলোড ও পুনর্গণনা খুঁজে দেখে; যে সেটআপগুলো আঁটে সেগুলো সবচেয়ে কম খরচেরটি আগে রেখে প্রিন্ট করে, আর দেওয়া সেটআপটি কেন আঁটে বা আঁটে না তা-ও জানায়।</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticplan.cpp" line="186"/>
        <source>With --plan: one GPU&apos;s dense 16-bit peak in TFLOP/s (default: 989, an H100 SXM).</source>
        <translation>--plan-এর সঙ্গে: একটি GPU-র ডেন্স 16-বিট সর্বোচ্চ গণনাক্ষমতা, TFLOP/s-এ (ডিফল্ট: 989, একটি H100 SXM)।</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticplan.cpp" line="189"/>
        <source>With --plan: the share of the peak a step sustains (default: 0.4).</source>
        <translation>--plan-এর সঙ্গে: একটি ধাপ জুড়ে সর্বোচ্চ গণনাক্ষমতার যে অংশ বজায় থাকে (ডিফল্ট: 0.4)।</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticplan.cpp" line="191"/>
        <source>With --plan: the GPU–host bandwidth in GB/s per direction (default: 32, PCIe Gen4 ×16).</source>
        <translation>--plan-এর সঙ্গে: GPU–হোস্ট ব্যান্ডউইথ, প্রতি দিকে GB/s-এ (ডিফল্ট: 32, PCIe Gen4 ×16)।</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticplan.cpp" line="194"/>
        <source>With --plan: how many setups to print (default: 20).</source>
        <translation>--plan-এর সঙ্গে: কতগুলো সেটআপ প্রিন্ট করা হবে (ডিফল্ট: 20)।</translation>
    </message>
</context>
<context>
    <name>SimulatorGuide</name>
    <message>
        <location filename="../ui/simulatorguide.cpp" line="40"/>
        <source>Layers N: how deep the chain is. Each layer&apos;s output, its activation, is needed again when the backward pass reaches that layer.</source>
        <translation>লেয়ার সংখ্যা N: চেইনটি কত গভীর। প্রতিটি লেয়ারের আউটপুট, অর্থাৎ তার অ্যাক্টিভেশন, ব্যাকপ্রোপাগেশন সেই লেয়ারে পৌঁছালে আবার লাগে।</translation>
    </message>
    <message>
        <location filename="../ui/simulatorguide.cpp" line="44"/>
        <source>The schedule&apos;s setting: the spacing k between checkpoints (or the memory slots, for Revolve). Near sqrt(N) picks the textbook spacing.</source>
        <translation>শিডিউলের সেটিং: চেকপয়েন্টগুলোর মধ্যে ব্যবধান k (Revolve-এর ক্ষেত্রে মেমরি স্লট)। ‘sqrt(N)-এর কাছে’ বোতাম পাঠ্যবইয়ের ব্যবধান বেছে নেয়।</translation>
    </message>
    <message>
        <location filename="../ui/simulatorguide.cpp" line="48"/>
        <source>Schedule: which activations the forward pass keeps, and which the backward pass recomputes from the nearest checkpoint.</source>
        <translation>শিডিউল: ফরওয়ার্ড পাস কোন অ্যাক্টিভেশনগুলো রাখে, আর ব্যাকপ্রোপাগেশন কোনগুলো নিকটতম চেকপয়েন্ট থেকে পুনর্গণনা করে।</translation>
    </message>
    <message>
        <location filename="../ui/simulatorguide.cpp" line="52"/>
        <source>How many forwards one layer&apos;s backward costs: it sets how much the recompute weighs against the whole step.</source>
        <translation>একটি লেয়ারের ব্যাকপ্রোপাগেশনের খরচ কতগুলো ফরওয়ার্ডের সমান: পুরো ট্রেনিং ধাপের তুলনায় পুনর্গণনার ভার এটিই ঠিক করে।</translation>
    </message>
    <message>
        <location filename="../ui/simulatorguide.cpp" line="56"/>
        <source>The result: the peak number of activations held at once, and the extra layer forwards the recompute costs.</source>
        <translation>ফলাফল: একসঙ্গে রাখা অ্যাক্টিভেশনের সর্বোচ্চ সংখ্যা, আর পুনর্গণনার জন্য বাড়তি লেয়ার-ফরওয়ার্ড।</translation>
    </message>
    <message>
        <location filename="../ui/simulatorguide.cpp" line="60"/>
        <source>Activations held during one training step: the line rises while the forward pass keeps them and falls as the backward pass frees them.</source>
        <translation>একটি ট্রেনিং ধাপে রাখা অ্যাক্টিভেশন: ফরওয়ার্ড পাস সেগুলো রাখার সময় রেখাটি ওঠে, আর ব্যাকপ্রোপাগেশন সেগুলো মুক্ত করার সঙ্গে সঙ্গে নামে।</translation>
    </message>
    <message>
        <location filename="../ui/simulatorguide.cpp" line="62"/>
        <source>Up: how many activations are held.</source>
        <translation>ওপরের দিকে: কতগুলো অ্যাক্টিভেশন রাখা আছে।</translation>
    </message>
    <message>
        <location filename="../ui/simulatorguide.cpp" line="65"/>
        <source>Across: time, counted in layer forwards; recompute makes the step longer.</source>
        <translation>আড়াআড়ি: সময়, লেয়ার-ফরওয়ার্ডে গোনা; পুনর্গণনা ধাপটিকে লম্বা করে।</translation>
    </message>
    <message>
        <location filename="../ui/simulatorguide.cpp" line="69"/>
        <source>Grey dashed: store every activation. Orange: recompute. Blue: this schedule. Red: its peak.</source>
        <translation>ধূসর ড্যাশ: প্রতিটি অ্যাক্টিভেশন সংরক্ষণ। কমলা: পুনর্গণনা। নীল: এই শিডিউল। লাল: এর সর্বোচ্চ বিন্দু।</translation>
    </message>
    <message>
        <location filename="../ui/simulatorguide.cpp" line="73"/>
        <source>Play the step event by event, at the speed chosen on the right, or drag to any moment.</source>
        <translation>ডান দিকে বেছে নেওয়া গতিতে ধাপটি ইভেন্ট ধরে ধরে চালান, অথবা টেনে যেকোনো মুহূর্তে যান।</translation>
    </message>
    <message>
        <location filename="../ui/simulatorguide.cpp" line="77"/>
        <source>One cell per layer, at the moment shown; the triangle marks the layer running now.</source>
        <translation>প্রতিটি লেয়ারের জন্য একটি ঘর, দেখানো মুহূর্তে; ত্রিভুজটি এখন চলমান লেয়ারটি দেখায়।</translation>
    </message>
    <message>
        <location filename="../ui/simulatorguide.cpp" line="81"/>
        <source>What each colour of the strip means, and how many layers are in that state now.</source>
        <translation>স্ট্রিপের প্রতিটি রঙের অর্থ, আর এখন কতগুলো লেয়ার সেই অবস্থায় আছে।</translation>
    </message>
    <message>
        <location filename="../ui/simulatorguide.cpp" line="85"/>
        <source>The event at this moment: which layer runs, the memory held, the time.</source>
        <translation>এই মুহূর্তের ইভেন্ট: কোন লেয়ার চলছে, কত মেমরি রাখা আছে, সময়।</translation>
    </message>
    <message>
        <location filename="../ui/simulatorguide.cpp" line="89"/>
        <source>Below: every spacing&apos;s memory against its recompute (the trade-off), and where the memory of a step goes.</source>
        <translation>নিচে: প্রতিটি ব্যবধানের মেমরি বনাম তার পুনর্গণনা (ট্রেড-অফ), আর একটি ধাপের মেমরি কোথায় যায়।</translation>
    </message>
    <message>
        <location filename="../ui/simulatorguide.cpp" line="227"/>
        <location filename="../ui/simulatorguide.cpp" line="230"/>
        <location filename="../ui/simulatorguide.cpp" line="298"/>
        <source>How to read the simulator</source>
        <translation>সিমুলেটর কীভাবে পড়বেন</translation>
    </message>
    <message>
        <location filename="../ui/simulatorguide.cpp" line="234"/>
        <source>%1 (scroll the simulator to see it)</source>
        <translation>%1 (দেখতে সিমুলেটরটি স্ক্রল করুন)</translation>
    </message>
    <message>
        <location filename="../ui/simulatorguide.cpp" line="248"/>
        <source>Esc or a click closes this guide.</source>
        <translation>Esc অথবা একটি ক্লিকে এই গাইড বন্ধ হয়।</translation>
    </message>
    <message>
        <location filename="../ui/simulatorguide.cpp" line="296"/>
        <source>How to &amp;Read the Simulator</source>
        <translation>সিমুলেটর কীভাবে পড়বেন (&amp;R)</translation>
    </message>
    <message>
        <location filename="../ui/simulatorguide.cpp" line="297"/>
        <source>Numbers and explains every part of the simulator&apos;s charts and controls.</source>
        <translation>সিমুলেটরের চার্ট ও নিয়ন্ত্রণের প্রতিটি অংশে নম্বর দেয় এবং ব্যাখ্যা করে।</translation>
    </message>
</context>
<context>
    <name>SimulatorPanel</name>
    <message>
        <location filename="../ui/simulatorpanel.ui" line="30"/>
        <source>Memory simulator: a chain of N layers</source>
        <translation>মেমরি সিমুলেটর: N লেয়ারের একটি চেইন</translation>
    </message>
    <message>
        <location filename="../ui/simulatorpanel.ui" line="45"/>
        <source>Layers N</source>
        <translation>লেয়ার সংখ্যা N</translation>
    </message>
    <message>
        <location filename="../ui/simulatorpanel.ui" line="81"/>
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="38"/>
        <source>Spacing k</source>
        <translation>ব্যবধান k</translation>
    </message>
    <message>
        <location filename="../ui/simulatorpanel.ui" line="114"/>
        <source>Near sqrt(N)</source>
        <translation>sqrt(N)-এর কাছে</translation>
    </message>
    <message>
        <location filename="../ui/simulatorpanel.ui" line="150"/>
        <source>Layers save their output</source>
        <translation>লেয়ার তার আউটপুট সংরক্ষণ করে</translation>
    </message>
    <message>
        <location filename="../ui/simulatorpanel.ui" line="153"/>
        <source>With use_reentrant=False: tick for layers whose last saved tensor is their output or a mask (ReLU, dropout, a transformer block); their rerun cannot stop early, so every layer of a checkpointed segment runs again. Unticked: layers that save only their input (nn.Linear), one layer short of the segment.</source>
        <translation>use_reentrant=False হলে: যেসব লেয়ারের শেষ সংরক্ষিত টেনসর তাদের আউটপুট বা একটি মাস্ক (ReLU, ড্রপআউট, একটি ট্রান্সফরমার ব্লক), সেগুলোর জন্য টিক দিন; তাদের পুনর্গণনা আগে থামতে পারে না, তাই চেকপয়েন্ট করা সেগমেন্টের প্রতিটি লেয়ার আবার চলে। টিক না দিলে ধরা হয় লেয়ারগুলো কেবল তাদের ইনপুট সংরক্ষণ করে (nn.Linear): পুনর্গণনা সেগমেন্টের শেষ লেয়ারের আগেই থামে।</translation>
    </message>
    <message>
        <location filename="../ui/simulatorpanel.ui" line="252"/>
        <source>Trade-off</source>
        <translation>ট্রেড-অফ</translation>
    </message>
    <message>
        <location filename="../ui/simulatorpanel.ui" line="257"/>
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="138"/>
        <source>Memory budget</source>
        <translation>মেমরি বাজেট</translation>
    </message>
    <message>
        <location filename="../ui/simulatorpanel.ui" line="121"/>
        <source>Schedule</source>
        <translation>শিডিউল</translation>
    </message>
    <message>
        <location filename="../ui/simulatorpanel.ui" line="162"/>
        <source>Backward/forward cost</source>
        <translation>ব্যাকওয়ার্ড/ফরওয়ার্ড খরচ</translation>
    </message>
    <message>
        <location filename="../ui/simulatorpanel.ui" line="172"/>
        <source>How many forward passes one backward pass costs (2 is typical)</source>
        <translation>একটি ব্যাকওয়ার্ড পাসের (ব্যাকপ্রোপাগেশন) খরচ কতগুলো ফরওয়ার্ড পাসের সমান (সাধারণত ২)</translation>
    </message>
    <message>
        <location filename="../ui/simulatorpanel.ui" line="55"/>
        <source>Number of layers in the chain (logarithmic)</source>
        <translation>চেইনে লেয়ারের সংখ্যা (লগারিদমিক)</translation>
    </message>
    <message>
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="80"/>
        <source>Segments S</source>
        <translation>সেগমেন্ট সংখ্যা S</translation>
    </message>
    <message>
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="81"/>
        <source>checkpoint_sequential&apos;s segments: S − 1 are checkpointed, each of N // S layers, and the rest run normally</source>
        <translation>checkpoint_sequential-এর সেগমেন্ট: S − ১টি চেকপয়েন্ট করা হয়, প্রতিটিতে N // S লেয়ার; বাকিগুলো সাধারণভাবে চলে</translation>
    </message>
    <message>
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="84"/>
        <source>Make the segments about as long as the best spacing near sqrt(N)</source>
        <translation>সেগমেন্টের দৈর্ঘ্য sqrt(N)-এর কাছের সেরা ব্যবধানের প্রায় সমান রাখুন</translation>
    </message>
    <message>
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="139"/>
        <source>Saved activations the schedule may hold at once: the checkpoint slots plus the activation being worked on</source>
        <translation>শিডিউলটি একসঙ্গে যতগুলো অ্যাক্টিভেশন সংরক্ষিত রাখতে পারে: চেকপয়েন্ট স্লটগুলো আর বর্তমানে গণনাধীন অ্যাক্টিভেশনটি</translation>
    </message>
    <message>
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="142"/>
        <source>The memory of the best spacing near sqrt(N)</source>
        <translation>sqrt(N)-এর কাছের সেরা ব্যবধানে যতটা মেমরি লাগে</translation>
    </message>
    <message>
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="39"/>
        <source>Layers between checkpoints</source>
        <translation>চেকপয়েন্টগুলোর মধ্যে লেয়ারের সংখ্যা</translation>
    </message>
    <message>
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="41"/>
        <source>The spacing near sqrt(N) with the lowest peak memory</source>
        <translation>sqrt(N)-এর কাছের যে ব্যবধানে মেমরির সর্বোচ্চ মান সবচেয়ে কম</translation>
    </message>
    <message>
        <location filename="../ui/simulatorpanel.cpp" line="232"/>
        <source>PyTorch&apos;s use_reentrant argument. False is the recommended mode: from PyTorch 2.1 the rerun stops as soon as the last tensor the backward needs is back, one layer short of the segment for layers that save only their input (nn.Linear). True reruns whole segments, and a checkpointed segment whose input does not require grad gets no gradients (PyTorch only warns).</source>
        <translation>PyTorch-এর use_reentrant আর্গুমেন্ট। False হলো সুপারিশকৃত মোড: PyTorch 2.1 থেকে ব্যাকপ্রোপাগেশনের দরকারি শেষ টেনসরটি ফিরে আসামাত্র পুনর্গণনা থামে, যেসব লেয়ার কেবল তাদের ইনপুট সংরক্ষণ করে (nn.Linear) তাদের বেলায় সেগমেন্টের শেষ লেয়ারের আগেই। True পুরো সেগমেন্ট আবার চালায়, আর চেকপয়েন্ট করা যে সেগমেন্টের ইনপুটের গ্রেডিয়েন্ট লাগে না সেটি কোনো গ্রেডিয়েন্ট পায় না (PyTorch কেবল একটি সতর্কবার্তা দেয়)।</translation>
    </message>
    <message>
        <location filename="../ui/simulatorpanel.cpp" line="301"/>
        <source>Click or drag on the chart to choose the schedule&apos;s parameter.</source>
        <translation>শিডিউলের প্যারামিটার বেছে নিতে চার্টে ক্লিক করুন বা টেনে সরান।</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/simulatorpanel.cpp" line="318"/>
        <source>Peak %1 of %2 saved activation(s) (%3%)</source>
        <extracomment>%1 is the peak, %2 what storing everything holds, %3 the share in percent.</extracomment>
        <translation>
            <numerusform>সর্বোচ্চ: %2টির মধ্যে %1টি সংরক্ষিত অ্যাক্টিভেশন (%3%)</numerusform>
            <numerusform>সর্বোচ্চ: %2টির মধ্যে %1টি সংরক্ষিত অ্যাক্টিভেশন (%3%)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/simulatorpanel.cpp" line="323"/>
        <source>%1 extra layer forward(s) (+%2% forward+backward compute)</source>
        <extracomment>%1 is the number of layer forwards run again during backward, %2 what they add in percent.</extracomment>
        <translation>
            <numerusform>%1টি অতিরিক্ত লেয়ার-ফরওয়ার্ড গণনা (ফরওয়ার্ড+ব্যাকপ্রোপাগেশন গণনায় +%2%)</numerusform>
            <numerusform>%1টি অতিরিক্ত লেয়ার-ফরওয়ার্ড গণনা (ফরওয়ার্ড+ব্যাকপ্রোপাগেশন গণনায় +%2%)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/simulatorpanel.cpp" line="350"/>
        <source>Trade-off and memory budget charts</source>
        <translation>ট্রেড-অফ ও মেমরি বাজেট চার্ট</translation>
    </message>
    <message>
        <location filename="../ui/simulatorpanel.cpp" line="351"/>
        <source>Activation memory during one training step</source>
        <translation>একটি ট্রেনিং ধাপে অ্যাক্টিভেশন মেমরি</translation>
    </message>
    <message>
        <location filename="../ui/simulatorpanel.cpp" line="352"/>
        <source>Trade-off: peak memory and extra forwards</source>
        <translation>ট্রেড-অফ: সর্বোচ্চ মেমরি ও অতিরিক্ত ফরওয়ার্ড</translation>
    </message>
    <message>
        <location filename="../ui/simulatorpanel.cpp" line="373"/>
        <source>Memory budget of every schedule</source>
        <translation>প্রতিটি শিডিউলের মেমরি বাজেট</translation>
    </message>
    <message>
        <location filename="../ui/simulatorpanel.cpp" line="353"/>
        <source>Saved activations are the tensors kept for the backward pass, checkpoints included. Gradients and the tensor being computed (about 2–3 activations) are not counted, nor are weights and optimizer state.</source>
        <translation>সংরক্ষিত অ্যাক্টিভেশন হলো ব্যাকপ্রোপাগেশনের জন্য রেখে দেওয়া টেনসরগুলো, চেকপয়েন্টসহ। গ্রেডিয়েন্ট এবং যে টেনসরটি গণনা হচ্ছে (প্রায় ২–৩টি অ্যাক্টিভেশন) গোনা হয় না; ওয়েট ও অপটিমাইজার স্টেটও গোনা হয় না।</translation>
    </message>
</context>
<context>
    <name>SimulatorScene</name>
    <message>
        <location filename="../app/core/quiz/simulatorscene.cpp" line="39"/>
        <source>unknown value &quot;%1&quot;; expected one of %2</source>
        <translation>অজানা মান &quot;%1&quot;; এগুলোর একটি প্রত্যাশিত: %2</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/simulatorscene.cpp" line="98"/>
        <source>unknown field &quot;%1&quot;; a real-model scene may set %2</source>
        <translation>অজানা ফিল্ড &quot;%1&quot;; বাস্তব মডেলের দৃশ্যে এগুলো সেট করা যায়: %2</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/simulatorscene.cpp" line="107"/>
        <source>&quot;%1&quot;: expected true or false</source>
        <translation>&quot;%1&quot;: true বা false প্রত্যাশিত</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/simulatorscene.cpp" line="111"/>
        <source>&quot;%1&quot;: expected a whole number of at least %L2</source>
        <translation>&quot;%1&quot;: কমপক্ষে %L2 মানের একটি পূর্ণসংখ্যা প্রত্যাশিত</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/simulatorscene.cpp" line="119"/>
        <source>&quot;precision_bits&quot;: expected %L1 or %L2</source>
        <translation>&quot;precision_bits&quot;: %L1 বা %L2 প্রত্যাশিত</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/simulatorscene.cpp" line="127"/>
        <source>&quot;zero_stage&quot;: expected %L1, %L2, %L3 or %L4 (%L4 is FSDP&apos;s full sharding)</source>
        <translation>&quot;zero_stage&quot;: %L1, %L2, %L3 বা %L4 প্রত্যাশিত (%L4 হলো FSDP-র পুরো শার্ডিং)</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/simulatorscene.cpp" line="137"/>
        <source>&quot;convention&quot;: expected measured or paper</source>
        <translation>&quot;convention&quot;: measured বা paper প্রত্যাশিত</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/simulatorscene.cpp" line="142"/>
        <source>&quot;recompute&quot;: expected one of %1</source>
        <translation>&quot;recompute&quot;: এগুলোর একটি প্রত্যাশিত: %1</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/simulatorscene.cpp" line="147"/>
        <source>&quot;recompute_spacing&quot;: expected a whole number of at least %L1</source>
        <translation>&quot;recompute_spacing&quot;: কমপক্ষে %L1 মানের একটি পূর্ণসংখ্যা প্রত্যাশিত</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/simulatorscene.cpp" line="156"/>
        <source>&quot;recompute_spacing&quot;: %L1 is more than the model&apos;s %L2 blocks</source>
        <translation>&quot;recompute_spacing&quot;: %L1 মডেলের %L2টি ব্লকের চেয়ে বেশি</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/simulatorscene.cpp" line="177"/>
        <source>unknown model &quot;%1&quot;; expected one of %2</source>
        <translation>অজানা মডেল &quot;%1&quot;; এগুলোর একটি প্রত্যাশিত: %2</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/simulatorscene.cpp" line="203"/>
        <source>unknown field; a unit-chain scene may set %1</source>
        <translation>অজানা ফিল্ড; ইউনিট চেইনের দৃশ্যে এগুলো সেট করা যায়: %1</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/simulatorscene.cpp" line="209"/>
        <source>%L1 layers; the simulator takes at most %L2</source>
        <translation>%L1টি লেয়ার; সিমুলেটর বড়জোর %L2টি নিতে পারে</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/simulatorscene.cpp" line="216"/>
        <source>unknown schedule &quot;%1&quot;; expected one of %2</source>
        <translation>অজানা শিডিউল &quot;%1&quot;; এগুলোর একটি প্রত্যাশিত: %2</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/simulatorscene.cpp" line="222"/>
        <source>the %1 schedule takes no %2</source>
        <translation>%1 শিডিউলে %2 দেওয়া যায় না</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/simulatorscene.cpp" line="230"/>
        <source>expected true or false, for the pytorch schedule only</source>
        <translation>true বা false প্রত্যাশিত, এবং কেবল pytorch শিডিউলের জন্য</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/simulatorscene.cpp" line="236"/>
        <source>expected a number</source>
        <translation>একটি সংখ্যা প্রত্যাশিত</translation>
    </message>
</context>
<context>
    <name>SingleInstance</name>
    <message>
        <location filename="../app/desktop/singleinstance.cpp" line="120"/>
        <source>%1 cannot be created, so starting the app again opens a second window.</source>
        <translation>%1 তৈরি করা যাচ্ছে না, তাই অ্যাপটি আবার চালু করলে দ্বিতীয় একটি উইন্ডো খুলবে।</translation>
    </message>
    <message>
        <location filename="../app/desktop/singleinstance.cpp" line="131"/>
        <source>The lock file %1 cannot be read and cannot be replaced, so this window opens on its own.</source>
        <translation>লক ফাইল %1 পড়া যাচ্ছে না এবং বদলানোও যাচ্ছে না, তাই এই উইন্ডোটি আলাদাভাবে খুলছে।</translation>
    </message>
    <message>
        <location filename="../app/desktop/singleinstance.cpp" line="135"/>
        <source>Checkpoint Quiz is running already (process %1) but does not answer, so this window opens on its own.</source>
        <translation>Checkpoint Quiz আগে থেকেই চলছে (প্রসেস %1), কিন্তু সাড়া দিচ্ছে না, তাই এই উইন্ডোটি আলাদাভাবে খুলছে।</translation>
    </message>
    <message>
        <location filename="../app/desktop/singleinstance.cpp" line="174"/>
        <source>Quizzes opened by starting Checkpoint Quiz again cannot be passed to this window: %1</source>
        <translation>Checkpoint Quiz আবার চালু করে খোলা কুইজ এই উইন্ডোতে পাঠানো যাবে না: %1</translation>
    </message>
    <message>
        <location filename="../app/desktop/singleinstance.cpp" line="178"/>
        <source>the path %1 is too long for a socket</source>
        <translation>সকেটের জন্য %1 পাথটি খুব লম্বা</translation>
    </message>
</context>
<context>
    <name>TaskBox</name>
    <message>
        <location filename="../ui/taskbox.cpp" line="63"/>
        <source>No simulator.</source>
        <translation>কোনো সিমুলেটর নেই।</translation>
    </message>
    <message>
        <location filename="../ui/taskbox.cpp" line="66"/>
        <source>Not yet: %1</source>
        <translation>এখনো হয়নি: %1</translation>
    </message>
    <message>
        <location filename="../ui/taskbox.cpp" line="80"/>
        <source>Check the Simulator</source>
        <translation>সিমুলেটর যাচাই করুন</translation>
    </message>
    <message>
        <location filename="../ui/taskbox.cpp" line="81"/>
        <source>Give Up</source>
        <translation>হাল ছেড়ে দিন</translation>
    </message>
</context>
<context>
    <name>TaskGoal</name>
    <message>
        <location filename="../app/core/quiz/taskgoal.cpp" line="28"/>
        <source>expected a whole number from %L1 to %L2</source>
        <translation>%L1 থেকে %L2 পর্যন্ত একটি পূর্ণসংখ্যা প্রত্যাশিত</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/taskgoal.cpp" line="52"/>
        <source>expected &quot;unit-chain&quot; or &quot;real-model&quot;</source>
        <translation>&quot;unit-chain&quot; বা &quot;real-model&quot; প্রত্যাশিত</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/taskgoal.cpp" line="65"/>
        <source>unknown field; this goal may set %1</source>
        <translation>অজানা ফিল্ড; এই লক্ষ্যে এগুলো সেট করা যায়: %1</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/taskgoal.cpp" line="68"/>
        <source>expected at least one condition besides &quot;view&quot;</source>
        <translation>&quot;view&quot; ছাড়া অন্তত একটি শর্ত প্রত্যাশিত</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/taskgoal.cpp" line="75"/>
        <source>unknown schedule; expected one of %1</source>
        <translation>অজানা শিডিউল; এগুলোর একটি প্রত্যাশিত: %1</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/taskgoal.cpp" line="84"/>
        <location filename="../app/core/quiz/taskgoal.cpp" line="100"/>
        <source>expected true or false</source>
        <translation>true বা false প্রত্যাশিত</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/taskgoal.cpp" line="88"/>
        <source>needs &quot;max_peak&quot; and &quot;schedule&quot;: the fewest extra forwards under which peak?</source>
        <translation>&quot;max_peak&quot; ও &quot;schedule&quot; দুটিই লাগবে: নইলে কোন সর্বোচ্চ মেমরির মধ্যে সবচেয়ে কম অতিরিক্ত ফরওয়ার্ড, তা ঠিক হয় না</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/taskgoal.cpp" line="110"/>
        <source>unknown policy; expected one of %1</source>
        <translation>অজানা পলিসি; এগুলোর একটি প্রত্যাশিত: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/quiz/taskgoal.cpp" line="156"/>
        <source>The chain has %Ln layer(s); the task is about %1.</source>
        <translation>
            <numerusform>চেইনে %Lnটি লেয়ার আছে; কাজটি %1টি লেয়ারের।</numerusform>
            <numerusform>চেইনে %Lnটি লেয়ার আছে; কাজটি %1টি লেয়ারের।</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/core/quiz/taskgoal.cpp" line="159"/>
        <source>The schedule is %1; the task asks for %2.</source>
        <translation>শিডিউল এখন %1; কাজটি চায় %2।</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/taskgoal.cpp" line="167"/>
        <source>The peak is %1 activations; the task allows at most %2.</source>
        <translation>সর্বোচ্চ মেমরি %1টি অ্যাক্টিভেশন; কাজটি বড়জোর %2টি অনুমতি দেয়।</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/taskgoal.cpp" line="170"/>
        <source>The schedule reruns %1 layer forwards; the task allows at most %2.</source>
        <translation>শিডিউলটি %1টি লেয়ার-ফরওয়ার্ড আবার চালায়; কাজটি বড়জোর %2টি অনুমতি দেয়।</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/taskgoal.cpp" line="180"/>
        <source>The peak fits, but another setting reruns fewer layer forwards than these %1.</source>
        <translation>সর্বোচ্চ মেমরি সীমার মধ্যে আছে, কিন্তু অন্য একটি সেটিং এই %1টির চেয়ে কম লেয়ার-ফরওয়ার্ড আবার চালায়।</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/taskgoal.cpp" line="192"/>
        <source>The real model is %1; the task is about %2.</source>
        <translation>বাস্তব মডেল এখন %1; কাজটি %2-এর।</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/quiz/taskgoal.cpp" line="196"/>
        <source>The setup has %Ln GPU(s); the task asks for %1.</source>
        <translation>
            <numerusform>সেটআপে %Lnটি GPU আছে; কাজটি চায় %1টি।</numerusform>
            <numerusform>সেটআপে %Lnটি GPU আছে; কাজটি চায় %1টি।</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/core/quiz/taskgoal.cpp" line="199"/>
        <source>Each GPU has %1 GiB; the task asks for %2 GiB.</source>
        <translation>প্রতিটি GPU-তে %1 GiB আছে; কাজটি চায় %2 GiB।</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/taskgoal.cpp" line="203"/>
        <source>Recomputation is “%1”; the task asks for “%2”.</source>
        <translation>পুনর্গণনা এখন “%1”; কাজটি চায় “%2”।</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/taskgoal.cpp" line="209"/>
        <source>The step does not fit in the GPU&apos;s memory yet.</source>
        <translation>ধাপটি এখনো GPU-র মেমরিতে আঁটছে না।</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/taskgoal.cpp" line="210"/>
        <source>The step still fits in the GPU&apos;s memory.</source>
        <translation>ধাপটি এখনো GPU-র মেমরিতে এঁটে যাচ্ছে।</translation>
    </message>
</context>
<context>
    <name>TaskTry</name>
    <message>
        <location filename="../app/core/quiz/tasktry.cpp" line="136"/>
        <source>unknown field; a try may set %1</source>
        <translation>অজানা ফিল্ড; একটি try-তে এগুলো সেট করা যায়: %1</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/tasktry.cpp" line="139"/>
        <source>expected what the learner is told to do: &quot;parameter&quot; or &quot;real&quot;</source>
        <translation>শিক্ষার্থীকে কী করতে বলা হয়েছে, তা প্রত্যাশিত: &quot;parameter&quot; বা &quot;real&quot;</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/tasktry.cpp" line="145"/>
        <source>unknown schedule; expected one of %1</source>
        <translation>অজানা শিডিউল; এগুলোর একটি প্রত্যাশিত: %1</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/tasktry.cpp" line="161"/>
        <source>expected &quot;lowest-peak&quot;, &quot;near-sqrt&quot;, a number, a list or {&quot;from&quot;, &quot;to&quot;}</source>
        <translation>&quot;lowest-peak&quot;, &quot;near-sqrt&quot;, একটি সংখ্যা, একটি তালিকা বা {&quot;from&quot;, &quot;to&quot;} প্রত্যাশিত</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/tasktry.cpp" line="166"/>
        <source>expected a range of at most %L1 values</source>
        <translation>বড়জোর %L1টি মানের একটি পরিসর প্রত্যাশিত</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/tasktry.cpp" line="174"/>
        <source>expected at least one value</source>
        <translation>অন্তত একটি মান প্রত্যাশিত</translation>
    </message>
</context>
<context>
    <name>TradeoffChart</name>
    <message>
        <location filename="../ui/tradeoffchart.cpp" line="128"/>
        <source>Peak memory</source>
        <translation>সর্বোচ্চ মেমরি</translation>
    </message>
    <message>
        <location filename="../ui/tradeoffchart.cpp" line="129"/>
        <source>Extra layer forwards</source>
        <translation>অতিরিক্ত লেয়ার ফরওয়ার্ড</translation>
    </message>
    <message>
        <location filename="../ui/tradeoffchart.cpp" line="130"/>
        <source>k = √N</source>
        <translation>k = √N</translation>
    </message>
    <message>
        <location filename="../ui/tradeoffchart.cpp" line="133"/>
        <source>Peak memory (log)</source>
        <translation>সর্বোচ্চ মেমরি (লগ)</translation>
    </message>
    <message>
        <location filename="../ui/tradeoffchart.cpp" line="134"/>
        <source>Extra forwards (log)</source>
        <translation>অতিরিক্ত ফরওয়ার্ড (লগ)</translation>
    </message>
    <message>
        <location filename="../ui/tradeoffchart.cpp" line="231"/>
        <source>k = %1 = √N</source>
        <translation>k = %1 = √N</translation>
    </message>
    <message>
        <location filename="../ui/tradeoffchart.cpp" line="231"/>
        <source>k = %1 ≈ √N</source>
        <translation>k = %1 ≈ √N</translation>
    </message>
    <message>
        <location filename="../ui/tradeoffchart.cpp" line="239"/>
        <source>k = √N ≈ %1</source>
        <translation>k = √N ≈ %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/tradeoffchart.cpp" line="287"/>
        <source>%1
Peak memory: %2 activations
Extra layer forwards: %3 (+%4% compute)</source>
        <translation>
            <numerusform>%1
সর্বোচ্চ মেমরি: %2টি অ্যাক্টিভেশন
অতিরিক্ত লেয়ার ফরওয়ার্ড: %3 (গণনা +%4%)</numerusform>
            <numerusform>%1
সর্বোচ্চ মেমরি: %2টি অ্যাক্টিভেশন
অতিরিক্ত লেয়ার ফরওয়ার্ড: %3 (গণনা +%4%)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrainingSetup</name>
    <message>
        <location filename="../app/core/realistic/trainingsetup.cpp" line="34"/>
        <source>sequence length</source>
        <translation>সিকোয়েন্স দৈর্ঘ্য</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/trainingsetup.cpp" line="35"/>
        <source>micro-batch</source>
        <translation>মাইক্রো-ব্যাচ</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/trainingsetup.cpp" line="36"/>
        <source>tensor-parallel size</source>
        <translation>টেনসর প্যারালেলিজমের আকার</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/trainingsetup.cpp" line="37"/>
        <source>pipeline stages</source>
        <translation>পাইপলাইন স্টেজের সংখ্যা</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/trainingsetup.cpp" line="38"/>
        <source>data-parallel GPUs</source>
        <translation>ডেটা প্যারালেল GPU-র সংখ্যা</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/trainingsetup.cpp" line="39"/>
        <source>GPU memory (GiB)</source>
        <translation>GPU মেমরি (GiB)</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/trainingsetup.cpp" line="42"/>
        <source>%1 must be at least 1 (got %2)</source>
        <translation>%1 অন্তত ১ হতে হবে (দেওয়া হয়েছে %2)</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/trainingsetup.cpp" line="45"/>
        <source>GPU memory must be at most %1 GiB (got %2)</source>
        <translation>GPU মেমরি সর্বোচ্চ %1 GiB হতে পারে (দেওয়া হয়েছে %2)</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/trainingsetup.cpp" line="48"/>
        <source>activation precision must be 16 or 32 bits (got %1)</source>
        <translation>অ্যাক্টিভেশনের প্রিসিশন ১৬ বা ৩২ বিট হতে হবে (দেওয়া হয়েছে %1)</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/trainingsetup.cpp" line="50"/>
        <source>ZeRO stage must be 0, 1, 2 or 3 (got %1)</source>
        <translation>ZeRO স্টেজ ০, ১, ২ বা ৩ হতে হবে (দেওয়া হয়েছে %1)</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/trainingsetup.cpp" line="52"/>
        <source>the dropout probability must be at least 0 and below 1 (got %1)</source>
        <translation>ড্রপআউটের সম্ভাবনা ০ বা তার বেশি এবং ১-এর কম হতে হবে (দেওয়া হয়েছে %1)</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/trainingsetup.cpp" line="54"/>
        <source>the memory reserve must be between 0 and the GPU&apos;s memory (got %1 bytes)</source>
        <translation>মেমরি রিজার্ভ ০ থেকে GPU-র মেমরির মধ্যে হতে হবে (দেওয়া হয়েছে %1 বাইট)</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/trainingsetup.cpp" line="57"/>
        <source>the tensor-parallel size (%1) must divide the heads (%2)</source>
        <translation>অ্যাটেনশন হেডের সংখ্যা (%2) টেনসর প্যারালেলিজমের আকার (%1) দিয়ে বিভাজ্য হতে হবে</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/trainingsetup.cpp" line="60"/>
        <source>the pipeline stages (%1) must divide the layers (%2)</source>
        <translation>লেয়ারের সংখ্যা (%2) পাইপলাইন স্টেজের সংখ্যা (%1) দিয়ে বিভাজ্য হতে হবে</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/trainingsetup.cpp" line="63"/>
        <source>the global batch must be between 0 (one micro-batch per stage) and %1 (got %2)</source>
        <translation>গ্লোবাল ব্যাচ ০ (প্রতি স্টেজে একটি মাইক্রো-ব্যাচ) থেকে %1 পর্যন্ত হতে হবে (দেওয়া হয়েছে %2)</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/trainingsetup.cpp" line="67"/>
        <source>the micro-batch times the data-parallel GPUs (%1 × %2) must divide the global batch (%3)</source>
        <translation>গ্লোবাল ব্যাচ (%3) মাইক্রো-ব্যাচ × ডেটা প্যারালেল GPU-র সংখ্যা (%1 × %2) দিয়ে বিভাজ্য হতে হবে</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/trainingsetup.cpp" line="70"/>
        <source>sequence length %1 exceeds the model&apos;s %2 learned positions</source>
        <translation>সিকোয়েন্স দৈর্ঘ্য %1 মডেলের শেখা পজিশন এমবেডিংয়ের সংখ্যা %2-এর চেয়ে বেশি</translation>
    </message>
</context>
<context>
    <name>TransformerModel</name>
    <message>
        <location filename="../app/core/realistic/transformermodel.cpp" line="119"/>
        <source>layers must be between 1 and %1 (got %2)</source>
        <translation>লেয়ারের সংখ্যা ১ থেকে %1 পর্যন্ত হতে হবে (দেওয়া হয়েছে %2)</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/transformermodel.cpp" line="125"/>
        <source>hidden size</source>
        <translation>হিডেন সাইজ</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/transformermodel.cpp" line="125"/>
        <source>heads</source>
        <translation>অ্যাটেনশন হেডের সংখ্যা</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/transformermodel.cpp" line="126"/>
        <source>kv heads</source>
        <translation>কী/ভ্যালু হেডের সংখ্যা</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/transformermodel.cpp" line="126"/>
        <source>MLP width</source>
        <translation>MLP-র প্রস্থ</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/transformermodel.cpp" line="127"/>
        <source>vocabulary</source>
        <translation>ভোকাবুলারির আকার</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/transformermodel.cpp" line="127"/>
        <source>sequence length</source>
        <translation>সিকোয়েন্স দৈর্ঘ্য</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/transformermodel.cpp" line="130"/>
        <source>%1 must be at least 1 (got %2)</source>
        <translation>%1 অন্তত ১ হতে হবে (দেওয়া হয়েছে %2)</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/transformermodel.cpp" line="133"/>
        <source>the head size must be at least 1 (got %1)</source>
        <translation>হেডের আকার অন্তত ১ হতে হবে (দেওয়া হয়েছে %1)</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/transformermodel.cpp" line="135"/>
        <source>heads (%1) must divide the hidden size (%2)</source>
        <translation>হিডেন সাইজ (%2) অ্যাটেনশন হেডের সংখ্যা (%1) দিয়ে বিভাজ্য হতে হবে</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/transformermodel.cpp" line="138"/>
        <source>kv heads (%1) must divide the heads (%2)</source>
        <translation>অ্যাটেনশন হেডের সংখ্যা (%2) কী/ভ্যালু হেডের সংখ্যা (%1) দিয়ে বিভাজ্য হতে হবে</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/transformermodel.cpp" line="141"/>
        <source>the experts and the shared expert&apos;s width must not be negative</source>
        <translation>এক্সপার্টের সংখ্যা ও শেয়ার্ড এক্সপার্টের প্রস্থ ঋণাত্মক হতে পারে না</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/transformermodel.cpp" line="143"/>
        <source>a mixture of experts needs SwiGLU blocks</source>
        <translation>মিক্সচার অব এক্সপার্টসের (MoE) জন্য SwiGLU ব্লক লাগে</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/transformermodel.cpp" line="145"/>
        <source>the experts per token must be between 1 and the experts (%1; got %2)</source>
        <translation>প্রতি টোকেনে এক্সপার্টের সংখ্যা ১ থেকে মোট এক্সপার্টের সংখ্যা (%1) পর্যন্ত হতে হবে (দেওয়া হয়েছে %2)</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/transformermodel.cpp" line="148"/>
        <source>experts per token and a shared expert need experts</source>
        <translation>প্রতি টোকেনে এক্সপার্ট ও শেয়ার্ড এক্সপার্টের জন্য এক্সপার্ট থাকা দরকার</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/transformermodel.cpp" line="150"/>
        <source>the parameter count exceeds 64 bits</source>
        <translation>প্যারামিটারের সংখ্যা ৬৪ বিটের সীমা ছাড়িয়ে যায়</translation>
    </message>
</context>
<context>
    <name>UnitChainModel</name>
    <message>
        <location filename="../app/core/simulator/unitchainmodel.cpp" line="193"/>
        <source>Matched to the peak of the schedule before (%1): %2 activations.</source>
        <extracomment>%1 is the schedule shown before the switch; %2 its peak memory in activations.</extracomment>
        <translation>আগের শিডিউলের (%1) সর্বোচ্চ মেমরির সঙ্গে মেলানো হয়েছে: %2টি অ্যাক্টিভেশন।</translation>
    </message>
    <message>
        <location filename="../app/core/simulator/unitchainmodel.cpp" line="196"/>
        <source>Matched as nearly as this schedule allows to the peak of the schedule before (%1): %2 activations there, %3 here.</source>
        <translation>আগের শিডিউলের (%1) সর্বোচ্চ মেমরির সঙ্গে এই শিডিউলে যতটা সম্ভব কাছাকাছি মেলানো হয়েছে: সেখানে %2টি অ্যাক্টিভেশন, এখানে %3টি।</translation>
    </message>
</context>
<context>
    <name>WindowCommand</name>
    <message>
        <location filename="../app/commands/windowcommand.cpp" line="17"/>
        <source>Learn gradient checkpointing.</source>
        <translation>গ্রেডিয়েন্ট চেকপয়েন্টিং শিখুন।</translation>
    </message>
    <message>
        <location filename="../app/commands/windowcommand.cpp" line="50"/>
        <source>Give the quiz either as FILE or with --quiz, not both.</source>
        <translation>কুইজটি হয় FILE হিসেবে দিন, নয়তো --quiz দিয়ে; দুটো একসঙ্গে নয়।</translation>
    </message>
    <message>
        <location filename="../app/commands/windowcommand.cpp" line="53"/>
        <source>No such file or command &quot;%1&quot;; run &quot;%2 --help&quot; for usage.</source>
        <translation>&quot;%1&quot; নামে কোনো ফাইল বা কমান্ড নেই; ব্যবহারবিধি দেখতে &quot;%2 --help&quot; চালান।</translation>
    </message>
    <message>
        <location filename="../app/commands/windowcommand.cpp" line="60"/>
        <source>FILE is a quiz to open, like --quiz FILE. When Checkpoint Quiz is running already, the quiz opens in its window and this command returns at once.</source>
        <translation>FILE হলো খোলার জন্য একটি কুইজ, --quiz FILE-এর মতোই। Checkpoint Quiz আগে থেকেই চালু থাকলে কুইজটি সেই উইন্ডোতেই খোলে এবং এই কমান্ড সঙ্গে সঙ্গে শেষ হয়।</translation>
    </message>
</context>
<context>
    <name>WindowStart</name>
    <message>
        <location filename="../ui/windowstart.cpp" line="71"/>
        <source>Moving the attempts of an earlier version into the learner&apos;s database…</source>
        <translation>আগের সংস্করণের প্রচেষ্টাগুলো শিক্ষার্থীর ডেটাবেসে সরানো হচ্ছে…</translation>
    </message>
</context>
</TS>
