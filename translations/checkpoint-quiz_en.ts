<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>ScheduleCatalog</name>
    <message numerus="yes">
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="31"/>
        <source>Uniform spacing (Chen et al. 2016): one segment of %n layer(s), kept whole: the same as storing everything.</source>
        <translation>
            <numerusform>Uniform spacing (Chen et al. 2016): one segment of %n layer, kept whole: the same as storing everything.</numerusform>
            <numerusform>Uniform spacing (Chen et al. 2016): one segment of %n layers, kept whole: the same as storing everything.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="38"/>
        <source>a checkpoint every %n layer(s)</source>
        <translation>
            <numerusform>a checkpoint every %n layer</numerusform>
            <numerusform>a checkpoint every %n layers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="39"/>
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="54"/>
        <source>%n segment(s)</source>
        <translation>
            <numerusform>%n segment</numerusform>
            <numerusform>%n segments</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="55"/>
        <source>of %n layer(s)</source>
        <translation>
            <numerusform>of %n layer</numerusform>
            <numerusform>of %n layers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="56"/>
        <source>the last %n layer(s)</source>
        <translation>
            <numerusform>the last %n layer</numerusform>
            <numerusform>the last %n layers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="82"/>
        <source>%n checkpoint slot(s)</source>
        <translation>
            <numerusform>%n checkpoint slot</numerusform>
            <numerusform>%n checkpoint slots</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="83"/>
        <source>%n activation(s)</source>
        <translation>
            <numerusform>%n activation</numerusform>
            <numerusform>%n activations</numerusform>
        </translation>
    </message>
</context>
</TS>
