<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<!-- Bengali for the strings of Qt's own dialogs the app shows (file, print and page setup dialogs, message box and
     standard buttons) and of QCommandLineParser (help headings, parse errors), since Qt ships no qtbase_bn.qm.
     Contexts and source texts are Qt 6.4's (checked against its qtbase_de.qm); AppTranslator loads the compiled
     :/i18n/qtbase_bn.qm when the system has no Bengali qtbase. Not touched by update_translations: lupdate scans only
     the app's sources. -->

<TS version="2.1" language="bn_BD" sourcelanguage="en">
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Alias</source>
        <translation>উপনাম</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>ড্রাইভ</translation>
    </message>
    <message>
        <source>File</source>
        <translation>ফাইল</translation>
    </message>
    <message>
        <source>File Folder</source>
        <translation>ফাইল ফোল্ডার</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>ফোল্ডার</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>শর্টকাট</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>অজানা</translation>
    </message>
</context>
<context>
    <name>QCommandLineParser</name>
    <message>
        <source>Arguments:</source>
        <translation>আর্গুমেন্ট:</translation>
    </message>
    <message>
        <source>Displays help including Qt specific options.</source>
        <translation>Qt-এর নিজস্ব অপশনসহ সাহায্য দেখায়।</translation>
    </message>
    <message>
        <source>Displays help on commandline options.</source>
        <translation>কমান্ড-লাইন অপশনের সাহায্য দেখায়।</translation>
    </message>
    <message>
        <source>Displays version information.</source>
        <translation>সংস্করণের তথ্য দেখায়।</translation>
    </message>
    <message>
        <source>Missing value after &apos;%1&apos;.</source>
        <translation>&apos;%1&apos;-এর পরে মান দেওয়া হয়নি।</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>অপশন:</translation>
    </message>
    <message>
        <source>Unexpected value after &apos;%1&apos;.</source>
        <translation>&apos;%1&apos;-এর পরে অপ্রত্যাশিত মান।</translation>
    </message>
    <message>
        <source>Unknown option &apos;%1&apos;.</source>
        <translation>অজানা অপশন &apos;%1&apos;।</translation>
    </message>
    <message>
        <source>Unknown options: %1.</source>
        <translation>অজানা অপশন: %1।</translation>
    </message>
    <message>
        <source>Usage: %1</source>
        <translation>ব্যবহারবিধি: %1</translation>
    </message>
    <message>
        <source>[options]</source>
        <translation>[অপশন]</translation>
    </message>
</context>
<context>
    <name>QCupsJobWidget</name>
    <message>
        <source>Banner Pages</source>
        <translation>ব্যানার পৃষ্ঠা</translation>
    </message>
    <message>
        <source>Billing information:</source>
        <translation>বিলের তথ্য:</translation>
    </message>
    <message>
        <source>Classified</source>
        <translation>শ্রেণিভুক্ত</translation>
    </message>
    <message>
        <source>Confidential</source>
        <translation>গোপনীয়</translation>
    </message>
    <message>
        <source>Day (06:00 to 17:59)</source>
        <translation>দিন (০৬:০০ থেকে ১৭:৫৯)</translation>
    </message>
    <message>
        <source>End:</source>
        <translation>শেষ:</translation>
    </message>
    <message>
        <source>Hold Indefinitely</source>
        <translation>অনির্দিষ্টকাল আটকে রাখুন</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>কাজ</translation>
    </message>
    <message>
        <source>Job Control</source>
        <translation>কাজের নিয়ন্ত্রণ</translation>
    </message>
    <message>
        <source>Job priority:</source>
        <translation>কাজের অগ্রাধিকার:</translation>
    </message>
    <message>
        <source>Night (18:00 to 05:59)</source>
        <translation>রাত (১৮:০০ থেকে ০৫:৫৯)</translation>
    </message>
    <message>
        <source>None</source>
        <translation>কোনোটি নয়</translation>
    </message>
    <message>
        <source>Print Immediately</source>
        <translation>এখনই প্রিন্ট করুন</translation>
    </message>
    <message>
        <source>Scheduled printing:</source>
        <translation>নির্ধারিত সময়ে প্রিন্ট:</translation>
    </message>
    <message>
        <source>Second Shift (16:00 to 23:59)</source>
        <translation>দ্বিতীয় শিফট (১৬:০০ থেকে ২৩:৫৯)</translation>
    </message>
    <message>
        <source>Secret</source>
        <translation>গোপন</translation>
    </message>
    <message>
        <source>Specific Time</source>
        <translation>নির্দিষ্ট সময়</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>সাধারণ</translation>
    </message>
    <message>
        <source>Start:</source>
        <translation>শুরু:</translation>
    </message>
    <message>
        <source>Third Shift (00:00 to 07:59)</source>
        <translation>তৃতীয় শিফট (০০:০০ থেকে ০৭:৫৯)</translation>
    </message>
    <message>
        <source>Top Secret</source>
        <translation>অতি গোপন</translation>
    </message>
    <message>
        <source>Unclassified</source>
        <translation>শ্রেণিভুক্ত নয়</translation>
    </message>
    <message>
        <source>Weekend (Saturday to Sunday)</source>
        <translation>সপ্তাহান্ত (শনিবার থেকে রবিবার)</translation>
    </message>
</context>
<context>
    <name>QDialogButtonBox</name>
    <message>
        <source>OK</source>
        <translation>ঠিক আছে</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
        <translation>%1
ফোল্ডারটি পাওয়া যায়নি।
ফোল্ডারের নাম ঠিক লেখা হয়েছে কি না দেখে নিন।</translation>
    </message>
    <message>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <translation>%1
ফাইলটি পাওয়া যায়নি।
ফাইলের নাম ঠিক লেখা হয়েছে কি না দেখে নিন।</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 আগে থেকেই আছে।
আপনি কি এটি বদলে দিতে চান?</translation>
    </message>
    <message>
        <source>&amp;Choose</source>
        <translation>বেছে নিন (&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>মুছুন (&amp;D)</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>নতুন ফোল্ডার (&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>খুলুন (&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>নাম বদলান (&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>সংরক্ষণ করুন (&amp;S)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is write protected.
Do you want to delete it anyway?</source>
        <translation>&apos;%1&apos; লেখা-সুরক্ষিত।
তবুও কি এটি মুছে ফেলতে চান?</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>সব ফাইল (*)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>সব ফাইল (*)</translation>
    </message>
    <message>
        <source>Are you sure you want to delete &apos;%1&apos;?</source>
        <translation>আপনি কি নিশ্চিত যে &apos;%1&apos; মুছে ফেলতে চান?</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>পিছনে</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>বিস্তারিত দৃশ্যে দেখান</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>তালিকা দৃশ্যে দেখান</translation>
    </message>
    <message>
        <source>Could not delete directory.</source>
        <translation>ফোল্ডারটি মুছে ফেলা যায়নি।</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>নতুন ফোল্ডার তৈরি করুন</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>একটি নতুন ফোল্ডার তৈরি করুন</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>মুছুন</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>বিস্তারিত দৃশ্য</translation>
    </message>
    <message>
        <source>Directories</source>
        <translation>ফোল্ডার</translation>
    </message>
    <message>
        <source>Directory:</source>
        <translation>ফোল্ডার:</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>ফাইলের নাম (&amp;N):</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>ফাইল</translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation>ফাইলের ধরন:</translation>
    </message>
    <message>
        <source>Find Directory</source>
        <translation>ফোল্ডার খুঁজুন</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>সামনে</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>পিছনে যান</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>সামনে যান</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>ওপরের ফোল্ডারে যান</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>তালিকা দৃশ্য</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation>স্থান ও বুকমার্কের তালিকা</translation>
    </message>
    <message>
        <source>Look in:</source>
        <translation>যেখানে খুঁজবেন:</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>নতুন ফোল্ডার</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>খুলুন</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>ওপরের ফোল্ডার</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>সাম্প্রতিক স্থান</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>সরান</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>এই নামে সংরক্ষণ করুন</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>লুকানো ফাইল দেখান (&amp;H)</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation>সাইডবার</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Computer</source>
        <translation>কম্পিউটার</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>পরিবর্তনের তারিখ</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>ধরন</translation>
    </message>
    <message>
        <source>My Computer</source>
        <translation>আমার কম্পিউটার</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>নাম</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>আকার</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>ধরন</translation>
    </message>
</context>
<context>
    <name>QInputDialog</name>
    <message>
        <source>Enter a value:</source>
        <translation>একটি মান লিখুন:</translation>
    </message>
</context>
<context>
    <name>QJsonParseError</name>
    <message>
        <source>no error occurred</source>
        <translation>কোনো ত্রুটি হয়নি</translation>
    </message>
    <message>
        <source>unterminated object</source>
        <translation>অবজেক্টটি শেষ হয়নি</translation>
    </message>
    <message>
        <source>missing name separator</source>
        <translation>নামের পরে বিভাজক (:) নেই</translation>
    </message>
    <message>
        <source>unterminated array</source>
        <translation>অ্যারেটি শেষ হয়নি</translation>
    </message>
    <message>
        <source>missing value separator</source>
        <translation>মানগুলোর মাঝে বিভাজক (,) নেই</translation>
    </message>
    <message>
        <source>illegal value</source>
        <translation>অবৈধ মান</translation>
    </message>
    <message>
        <source>invalid termination by number</source>
        <translation>সংখ্যা দিয়ে অবৈধভাবে শেষ হয়েছে</translation>
    </message>
    <message>
        <source>illegal number</source>
        <translation>অবৈধ সংখ্যা</translation>
    </message>
    <message>
        <source>invalid escape sequence</source>
        <translation>অবৈধ এস্কেপ সিকোয়েন্স</translation>
    </message>
    <message>
        <source>invalid UTF8 string</source>
        <translation>অবৈধ UTF8 স্ট্রিং</translation>
    </message>
    <message>
        <source>unterminated string</source>
        <translation>স্ট্রিংটি শেষ হয়নি</translation>
    </message>
    <message>
        <source>too deeply nested document</source>
        <translation>ডকুমেন্টটি অতিরিক্ত গভীরভাবে নেস্ট করা</translation>
    </message>
    <message>
        <source>too large document</source>
        <translation>ডকুমেন্টটি অতিরিক্ত বড়</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <source>Hide Details...</source>
        <translation>বিস্তারিত লুকান...</translation>
    </message>
    <message>
        <source>Show Details...</source>
        <translation>বিস্তারিত দেখান...</translation>
    </message>
</context>
<context>
    <name>QPageSetupWidget</name>
    <message>
        <source>Cicero (CC)</source>
        <translation>সিসেরো (CC)</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>নিজের মাপে</translation>
    </message>
    <message>
        <source>Didot (DD)</source>
        <translation>দিদো (DD)</translation>
    </message>
    <message>
        <source>Height:</source>
        <translation>উচ্চতা:</translation>
    </message>
    <message>
        <source>Inches (in)</source>
        <translation>ইঞ্চি (in)</translation>
    </message>
    <message>
        <source>Landscape</source>
        <translation>আড়াআড়ি</translation>
    </message>
    <message>
        <source>Margins</source>
        <translation>মার্জিন</translation>
    </message>
    <message>
        <source>Millimeters (mm)</source>
        <translation>মিলিমিটার (mm)</translation>
    </message>
    <message>
        <source>Orientation</source>
        <translation>দিক</translation>
    </message>
    <message>
        <source>Page Layout</source>
        <translation>পৃষ্ঠার বিন্যাস</translation>
    </message>
    <message>
        <source>Page order:</source>
        <translation>পৃষ্ঠার ক্রম:</translation>
    </message>
    <message>
        <source>Page size:</source>
        <translation>পৃষ্ঠার আকার:</translation>
    </message>
    <message>
        <source>Pages per sheet:</source>
        <translation>প্রতি শিটে পৃষ্ঠা:</translation>
    </message>
    <message>
        <source>Paper</source>
        <translation>কাগজ</translation>
    </message>
    <message>
        <source>Paper source:</source>
        <translation>কাগজের উৎস:</translation>
    </message>
    <message>
        <source>Pica (P̸)</source>
        <translation>পাইকা (P̸)</translation>
    </message>
    <message>
        <source>Points (pt)</source>
        <translation>পয়েন্ট (pt)</translation>
    </message>
    <message>
        <source>Portrait</source>
        <translation>খাড়া</translation>
    </message>
    <message>
        <source>Reverse landscape</source>
        <translation>উল্টো আড়াআড়ি</translation>
    </message>
    <message>
        <source>Reverse portrait</source>
        <translation>উল্টো খাড়া</translation>
    </message>
    <message>
        <source>Width:</source>
        <translation>প্রস্থ:</translation>
    </message>
    <message>
        <source>bottom margin</source>
        <translation>নিচের মার্জিন</translation>
    </message>
    <message>
        <source>left margin</source>
        <translation>বামের মার্জিন</translation>
    </message>
    <message>
        <source>right margin</source>
        <translation>ডানের মার্জিন</translation>
    </message>
    <message>
        <source>top margin</source>
        <translation>ওপরের মার্জিন</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>&amp;No</source>
        <translation>না (&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>হ্যাঁ (&amp;Y)</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>থামান</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>প্রয়োগ করুন</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>বাতিল</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>বন্ধ করুন</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>বাদ দিন</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>সাহায্য</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>উপেক্ষা করুন</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>সবগুলোতে না (&amp;O)</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>ঠিক আছে</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>খুলুন</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>রিসেট করুন</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>ডিফল্টে ফিরিয়ে নিন</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>আবার চেষ্টা করুন</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>সংরক্ষণ করুন</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>সব সংরক্ষণ করুন</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>সবগুলোতে হ্যাঁ (&amp;A)</translation>
    </message>
</context>
<context>
    <name>QPrintDialog</name>
    <message>
        <source>%1 already exists.
Do you want to overwrite it?</source>
        <translation>%1 আগে থেকেই আছে।
আপনি কি এটি ওভাররাইট করতে চান?</translation>
    </message>
    <message>
        <source>%1 does not follow the correct syntax. Please use &apos;,&apos; to separate ranges and pages, &apos;-&apos; to define ranges and make sure ranges do not intersect with each other.</source>
        <translation>%1 সঠিক নিয়মে লেখা হয়নি। পৃষ্ঠা ও পরিসর আলাদা করতে &apos;,&apos; আর পরিসর বোঝাতে &apos;-&apos; ব্যবহার করুন, এবং খেয়াল রাখুন পরিসরগুলো যেন একটি আরেকটির ওপর না পড়ে।</translation>
    </message>
    <message>
        <source>%1 is a directory.
Please choose a different file name.</source>
        <translation>%1 একটি ফোল্ডার।
অন্য একটি ফাইলের নাম বেছে নিন।</translation>
    </message>
    <message>
        <source>&amp;Options &lt;&lt;</source>
        <translation>বিকল্প (&amp;O) &lt;&lt;</translation>
    </message>
    <message>
        <source>&amp;Options &gt;&gt;</source>
        <translation>বিকল্প (&amp;O) &gt;&gt;</translation>
    </message>
    <message>
        <source>&amp;Print</source>
        <translation>প্রিন্ট করুন (&amp;P)</translation>
    </message>
    <message>
        <source>All Pages</source>
        <translation>সব পৃষ্ঠা</translation>
    </message>
    <message>
        <source>Bottom to Top, Left to Right</source>
        <translation>নিচ থেকে ওপরে, বাম থেকে ডানে</translation>
    </message>
    <message>
        <source>Bottom to Top, Right to Left</source>
        <translation>নিচ থেকে ওপরে, ডান থেকে বামে</translation>
    </message>
    <message>
        <source>Duplex Settings Conflicts</source>
        <translation>দুই পিঠে প্রিন্টের সেটিংসে অমিল</translation>
    </message>
    <message>
        <source>Even Pages</source>
        <translation>জোড় পৃষ্ঠা</translation>
    </message>
    <message>
        <source>File %1 is not writable.
Please choose a different file name.</source>
        <translation>%1 ফাইলে লেখা যায় না।
অন্য একটি ফাইলের নাম বেছে নিন।</translation>
    </message>
    <message>
        <source>Invalid Pages Definition</source>
        <translation>পৃষ্ঠার উল্লেখ সঠিক নয়</translation>
    </message>
    <message>
        <source>Left to Right, Bottom to Top</source>
        <translation>বাম থেকে ডানে, নিচ থেকে ওপরে</translation>
    </message>
    <message>
        <source>Left to Right, Top to Bottom</source>
        <translation>বাম থেকে ডানে, ওপর থেকে নিচে</translation>
    </message>
    <message>
        <source>Local file</source>
        <translation>এই কম্পিউটারের ফাইল</translation>
    </message>
    <message>
        <source>Odd Pages</source>
        <translation>বিজোড় পৃষ্ঠা</translation>
    </message>
    <message>
        <source>Options &apos;Pages Per Sheet&apos; and &apos;Page Set&apos; cannot be used together.
Please turn one of those options off.</source>
        <translation>&apos;প্রতি শিটে পৃষ্ঠা&apos; আর &apos;পৃষ্ঠা সেট&apos; একসঙ্গে ব্যবহার করা যায় না।
এ দুটির একটি বন্ধ করুন।</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>প্রিন্ট</translation>
    </message>
    <message>
        <source>Print To File ...</source>
        <translation>ফাইলে প্রিন্ট ...</translation>
    </message>
    <message>
        <source>Print to File (PDF)</source>
        <translation>ফাইলে প্রিন্ট (PDF)</translation>
    </message>
    <message>
        <source>Right to Left, Bottom to Top</source>
        <translation>ডান থেকে বামে, নিচ থেকে ওপরে</translation>
    </message>
    <message>
        <source>Right to Left, Top to Bottom</source>
        <translation>ডান থেকে বামে, ওপর থেকে নিচে</translation>
    </message>
    <message>
        <source>The &apos;From&apos; value cannot be greater than the &apos;To&apos; value.</source>
        <translation>শুরুর পৃষ্ঠা শেষের পৃষ্ঠার চেয়ে বড় হতে পারে না।</translation>
    </message>
    <message>
        <source>There are conflicts in duplex settings. Do you want to fix them?</source>
        <translation>দুই পিঠে প্রিন্টের সেটিংসে অমিল আছে। আপনি কি এগুলো ঠিক করতে চান?</translation>
    </message>
    <message>
        <source>Top to Bottom, Left to Right</source>
        <translation>ওপর থেকে নিচে, বাম থেকে ডানে</translation>
    </message>
    <message>
        <source>Top to Bottom, Right to Left</source>
        <translation>ওপর থেকে নিচে, ডান থেকে বামে</translation>
    </message>
    <message>
        <source>Write PDF file</source>
        <translation>PDF ফাইল লিখুন</translation>
    </message>
</context>
<context>
    <name>QPrintPropertiesDialog</name>
    <message>
        <source>Advanced Option Conflicts</source>
        <translation>উন্নত বিকল্পে অমিল</translation>
    </message>
    <message>
        <source>Job Options</source>
        <translation>কাজের বিকল্প</translation>
    </message>
    <message>
        <source>Page Setup Conflicts</source>
        <translation>পৃষ্ঠা সেটআপে অমিল</translation>
    </message>
    <message>
        <source>Printer Properties</source>
        <translation>প্রিন্টারের বৈশিষ্ট্য</translation>
    </message>
    <message>
        <source>There are conflicts in page setup options. Do you want to fix them?</source>
        <translation>পৃষ্ঠা সেটআপের বিকল্পে অমিল আছে। আপনি কি এগুলো ঠিক করতে চান?</translation>
    </message>
    <message>
        <source>There are conflicts in some advanced options. Do you want to fix them?</source>
        <translation>কিছু উন্নত বিকল্পে অমিল আছে। আপনি কি এগুলো ঠিক করতে চান?</translation>
    </message>
</context>
<context>
    <name>QPrintSettingsOutput</name>
    <message>
        <source>Collate</source>
        <translation>সেট ধরে সাজান</translation>
    </message>
    <message>
        <source>Color</source>
        <translation>রঙিন</translation>
    </message>
    <message>
        <source>Color Mode</source>
        <translation>রঙের মোড</translation>
    </message>
    <message>
        <source>Copies</source>
        <translation>কপি</translation>
    </message>
    <message>
        <source>Copies:</source>
        <translation>কপি:</translation>
    </message>
    <message>
        <source>Current Page</source>
        <translation>বর্তমান পৃষ্ঠা</translation>
    </message>
    <message>
        <source>Double Sided Printing</source>
        <translation>দুই পিঠে প্রিন্ট</translation>
    </message>
    <message>
        <source>Grayscale</source>
        <translation>সাদাকালো</translation>
    </message>
    <message>
        <source>Long side binding</source>
        <translation>লম্বা পাশে বাঁধাই</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>বন্ধ</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>বিকল্প</translation>
    </message>
    <message>
        <source>Output Settings</source>
        <translation>আউটপুট সেটিংস</translation>
    </message>
    <message>
        <source>Page Set:</source>
        <translation>পৃষ্ঠা সেট:</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>পৃষ্ঠা</translation>
    </message>
    <message>
        <source>Pages from</source>
        <translation>পৃষ্ঠা</translation>
    </message>
    <message>
        <source>Print all</source>
        <translation>সব প্রিন্ট করুন</translation>
    </message>
    <message>
        <source>Print range</source>
        <translation>প্রিন্টের পরিসর</translation>
    </message>
    <message>
        <source>Reverse</source>
        <translation>উল্টো ক্রমে</translation>
    </message>
    <message>
        <source>Selection</source>
        <translation>নির্বাচিত অংশ</translation>
    </message>
    <message>
        <source>Short side binding</source>
        <translation>ছোট পাশে বাঁধাই</translation>
    </message>
    <message>
        <source>Specify pages or ranges separated by commas. Ranges are specified by two numbers separated by a hyphen. E.g: 3,5-7,9 prints pages 3, 5, 6, 7 and 9.</source>
        <translation>পৃষ্ঠা বা পরিসর কমা দিয়ে আলাদা করে লিখুন। পরিসর হলো হাইফেন দিয়ে যুক্ত দুটি সংখ্যা। যেমন: 3,5-7,9 লিখলে 3, 5, 6, 7 ও 9 নম্বর পৃষ্ঠা প্রিন্ট হবে।</translation>
    </message>
    <message>
        <source>to</source>
        <translation>থেকে</translation>
    </message>
</context>
<context>
    <name>QPrintWidget</name>
    <message>
        <source>&amp;Name:</source>
        <translation>নাম (&amp;N):</translation>
    </message>
    <message>
        <source>Location:</source>
        <translation>অবস্থান:</translation>
    </message>
    <message>
        <source>Output &amp;file:</source>
        <translation>আউটপুট ফাইল (&amp;F):</translation>
    </message>
    <message>
        <source>P&amp;roperties</source>
        <translation>বৈশিষ্ট্য (&amp;R)</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>প্রিভিউ</translation>
    </message>
    <message>
        <source>Printer</source>
        <translation>প্রিন্টার</translation>
    </message>
    <message>
        <source>Type:</source>
        <translation>ধরন:</translation>
    </message>
</context>
</TS>
