// C17 5.2.4.1: 1023 enumeration constants in one enumeration and 1023
// case labels in one switch statement.
enum big {
  E0,
  E1,
  E2,
  E3,
  E4,
  E5,
  E6,
  E7,
  E8,
  E9,
  E10,
  E11,
  E12,
  E13,
  E14,
  E15,
  E16,
  E17,
  E18,
  E19,
  E20,
  E21,
  E22,
  E23,
  E24,
  E25,
  E26,
  E27,
  E28,
  E29,
  E30,
  E31,
  E32,
  E33,
  E34,
  E35,
  E36,
  E37,
  E38,
  E39,
  E40,
  E41,
  E42,
  E43,
  E44,
  E45,
  E46,
  E47,
  E48,
  E49,
  E50,
  E51,
  E52,
  E53,
  E54,
  E55,
  E56,
  E57,
  E58,
  E59,
  E60,
  E61,
  E62,
  E63,
  E64,
  E65,
  E66,
  E67,
  E68,
  E69,
  E70,
  E71,
  E72,
  E73,
  E74,
  E75,
  E76,
  E77,
  E78,
  E79,
  E80,
  E81,
  E82,
  E83,
  E84,
  E85,
  E86,
  E87,
  E88,
  E89,
  E90,
  E91,
  E92,
  E93,
  E94,
  E95,
  E96,
  E97,
  E98,
  E99,
  E100,
  E101,
  E102,
  E103,
  E104,
  E105,
  E106,
  E107,
  E108,
  E109,
  E110,
  E111,
  E112,
  E113,
  E114,
  E115,
  E116,
  E117,
  E118,
  E119,
  E120,
  E121,
  E122,
  E123,
  E124,
  E125,
  E126,
  E127,
  E128,
  E129,
  E130,
  E131,
  E132,
  E133,
  E134,
  E135,
  E136,
  E137,
  E138,
  E139,
  E140,
  E141,
  E142,
  E143,
  E144,
  E145,
  E146,
  E147,
  E148,
  E149,
  E150,
  E151,
  E152,
  E153,
  E154,
  E155,
  E156,
  E157,
  E158,
  E159,
  E160,
  E161,
  E162,
  E163,
  E164,
  E165,
  E166,
  E167,
  E168,
  E169,
  E170,
  E171,
  E172,
  E173,
  E174,
  E175,
  E176,
  E177,
  E178,
  E179,
  E180,
  E181,
  E182,
  E183,
  E184,
  E185,
  E186,
  E187,
  E188,
  E189,
  E190,
  E191,
  E192,
  E193,
  E194,
  E195,
  E196,
  E197,
  E198,
  E199,
  E200,
  E201,
  E202,
  E203,
  E204,
  E205,
  E206,
  E207,
  E208,
  E209,
  E210,
  E211,
  E212,
  E213,
  E214,
  E215,
  E216,
  E217,
  E218,
  E219,
  E220,
  E221,
  E222,
  E223,
  E224,
  E225,
  E226,
  E227,
  E228,
  E229,
  E230,
  E231,
  E232,
  E233,
  E234,
  E235,
  E236,
  E237,
  E238,
  E239,
  E240,
  E241,
  E242,
  E243,
  E244,
  E245,
  E246,
  E247,
  E248,
  E249,
  E250,
  E251,
  E252,
  E253,
  E254,
  E255,
  E256,
  E257,
  E258,
  E259,
  E260,
  E261,
  E262,
  E263,
  E264,
  E265,
  E266,
  E267,
  E268,
  E269,
  E270,
  E271,
  E272,
  E273,
  E274,
  E275,
  E276,
  E277,
  E278,
  E279,
  E280,
  E281,
  E282,
  E283,
  E284,
  E285,
  E286,
  E287,
  E288,
  E289,
  E290,
  E291,
  E292,
  E293,
  E294,
  E295,
  E296,
  E297,
  E298,
  E299,
  E300,
  E301,
  E302,
  E303,
  E304,
  E305,
  E306,
  E307,
  E308,
  E309,
  E310,
  E311,
  E312,
  E313,
  E314,
  E315,
  E316,
  E317,
  E318,
  E319,
  E320,
  E321,
  E322,
  E323,
  E324,
  E325,
  E326,
  E327,
  E328,
  E329,
  E330,
  E331,
  E332,
  E333,
  E334,
  E335,
  E336,
  E337,
  E338,
  E339,
  E340,
  E341,
  E342,
  E343,
  E344,
  E345,
  E346,
  E347,
  E348,
  E349,
  E350,
  E351,
  E352,
  E353,
  E354,
  E355,
  E356,
  E357,
  E358,
  E359,
  E360,
  E361,
  E362,
  E363,
  E364,
  E365,
  E366,
  E367,
  E368,
  E369,
  E370,
  E371,
  E372,
  E373,
  E374,
  E375,
  E376,
  E377,
  E378,
  E379,
  E380,
  E381,
  E382,
  E383,
  E384,
  E385,
  E386,
  E387,
  E388,
  E389,
  E390,
  E391,
  E392,
  E393,
  E394,
  E395,
  E396,
  E397,
  E398,
  E399,
  E400,
  E401,
  E402,
  E403,
  E404,
  E405,
  E406,
  E407,
  E408,
  E409,
  E410,
  E411,
  E412,
  E413,
  E414,
  E415,
  E416,
  E417,
  E418,
  E419,
  E420,
  E421,
  E422,
  E423,
  E424,
  E425,
  E426,
  E427,
  E428,
  E429,
  E430,
  E431,
  E432,
  E433,
  E434,
  E435,
  E436,
  E437,
  E438,
  E439,
  E440,
  E441,
  E442,
  E443,
  E444,
  E445,
  E446,
  E447,
  E448,
  E449,
  E450,
  E451,
  E452,
  E453,
  E454,
  E455,
  E456,
  E457,
  E458,
  E459,
  E460,
  E461,
  E462,
  E463,
  E464,
  E465,
  E466,
  E467,
  E468,
  E469,
  E470,
  E471,
  E472,
  E473,
  E474,
  E475,
  E476,
  E477,
  E478,
  E479,
  E480,
  E481,
  E482,
  E483,
  E484,
  E485,
  E486,
  E487,
  E488,
  E489,
  E490,
  E491,
  E492,
  E493,
  E494,
  E495,
  E496,
  E497,
  E498,
  E499,
  E500,
  E501,
  E502,
  E503,
  E504,
  E505,
  E506,
  E507,
  E508,
  E509,
  E510,
  E511,
  E512,
  E513,
  E514,
  E515,
  E516,
  E517,
  E518,
  E519,
  E520,
  E521,
  E522,
  E523,
  E524,
  E525,
  E526,
  E527,
  E528,
  E529,
  E530,
  E531,
  E532,
  E533,
  E534,
  E535,
  E536,
  E537,
  E538,
  E539,
  E540,
  E541,
  E542,
  E543,
  E544,
  E545,
  E546,
  E547,
  E548,
  E549,
  E550,
  E551,
  E552,
  E553,
  E554,
  E555,
  E556,
  E557,
  E558,
  E559,
  E560,
  E561,
  E562,
  E563,
  E564,
  E565,
  E566,
  E567,
  E568,
  E569,
  E570,
  E571,
  E572,
  E573,
  E574,
  E575,
  E576,
  E577,
  E578,
  E579,
  E580,
  E581,
  E582,
  E583,
  E584,
  E585,
  E586,
  E587,
  E588,
  E589,
  E590,
  E591,
  E592,
  E593,
  E594,
  E595,
  E596,
  E597,
  E598,
  E599,
  E600,
  E601,
  E602,
  E603,
  E604,
  E605,
  E606,
  E607,
  E608,
  E609,
  E610,
  E611,
  E612,
  E613,
  E614,
  E615,
  E616,
  E617,
  E618,
  E619,
  E620,
  E621,
  E622,
  E623,
  E624,
  E625,
  E626,
  E627,
  E628,
  E629,
  E630,
  E631,
  E632,
  E633,
  E634,
  E635,
  E636,
  E637,
  E638,
  E639,
  E640,
  E641,
  E642,
  E643,
  E644,
  E645,
  E646,
  E647,
  E648,
  E649,
  E650,
  E651,
  E652,
  E653,
  E654,
  E655,
  E656,
  E657,
  E658,
  E659,
  E660,
  E661,
  E662,
  E663,
  E664,
  E665,
  E666,
  E667,
  E668,
  E669,
  E670,
  E671,
  E672,
  E673,
  E674,
  E675,
  E676,
  E677,
  E678,
  E679,
  E680,
  E681,
  E682,
  E683,
  E684,
  E685,
  E686,
  E687,
  E688,
  E689,
  E690,
  E691,
  E692,
  E693,
  E694,
  E695,
  E696,
  E697,
  E698,
  E699,
  E700,
  E701,
  E702,
  E703,
  E704,
  E705,
  E706,
  E707,
  E708,
  E709,
  E710,
  E711,
  E712,
  E713,
  E714,
  E715,
  E716,
  E717,
  E718,
  E719,
  E720,
  E721,
  E722,
  E723,
  E724,
  E725,
  E726,
  E727,
  E728,
  E729,
  E730,
  E731,
  E732,
  E733,
  E734,
  E735,
  E736,
  E737,
  E738,
  E739,
  E740,
  E741,
  E742,
  E743,
  E744,
  E745,
  E746,
  E747,
  E748,
  E749,
  E750,
  E751,
  E752,
  E753,
  E754,
  E755,
  E756,
  E757,
  E758,
  E759,
  E760,
  E761,
  E762,
  E763,
  E764,
  E765,
  E766,
  E767,
  E768,
  E769,
  E770,
  E771,
  E772,
  E773,
  E774,
  E775,
  E776,
  E777,
  E778,
  E779,
  E780,
  E781,
  E782,
  E783,
  E784,
  E785,
  E786,
  E787,
  E788,
  E789,
  E790,
  E791,
  E792,
  E793,
  E794,
  E795,
  E796,
  E797,
  E798,
  E799,
  E800,
  E801,
  E802,
  E803,
  E804,
  E805,
  E806,
  E807,
  E808,
  E809,
  E810,
  E811,
  E812,
  E813,
  E814,
  E815,
  E816,
  E817,
  E818,
  E819,
  E820,
  E821,
  E822,
  E823,
  E824,
  E825,
  E826,
  E827,
  E828,
  E829,
  E830,
  E831,
  E832,
  E833,
  E834,
  E835,
  E836,
  E837,
  E838,
  E839,
  E840,
  E841,
  E842,
  E843,
  E844,
  E845,
  E846,
  E847,
  E848,
  E849,
  E850,
  E851,
  E852,
  E853,
  E854,
  E855,
  E856,
  E857,
  E858,
  E859,
  E860,
  E861,
  E862,
  E863,
  E864,
  E865,
  E866,
  E867,
  E868,
  E869,
  E870,
  E871,
  E872,
  E873,
  E874,
  E875,
  E876,
  E877,
  E878,
  E879,
  E880,
  E881,
  E882,
  E883,
  E884,
  E885,
  E886,
  E887,
  E888,
  E889,
  E890,
  E891,
  E892,
  E893,
  E894,
  E895,
  E896,
  E897,
  E898,
  E899,
  E900,
  E901,
  E902,
  E903,
  E904,
  E905,
  E906,
  E907,
  E908,
  E909,
  E910,
  E911,
  E912,
  E913,
  E914,
  E915,
  E916,
  E917,
  E918,
  E919,
  E920,
  E921,
  E922,
  E923,
  E924,
  E925,
  E926,
  E927,
  E928,
  E929,
  E930,
  E931,
  E932,
  E933,
  E934,
  E935,
  E936,
  E937,
  E938,
  E939,
  E940,
  E941,
  E942,
  E943,
  E944,
  E945,
  E946,
  E947,
  E948,
  E949,
  E950,
  E951,
  E952,
  E953,
  E954,
  E955,
  E956,
  E957,
  E958,
  E959,
  E960,
  E961,
  E962,
  E963,
  E964,
  E965,
  E966,
  E967,
  E968,
  E969,
  E970,
  E971,
  E972,
  E973,
  E974,
  E975,
  E976,
  E977,
  E978,
  E979,
  E980,
  E981,
  E982,
  E983,
  E984,
  E985,
  E986,
  E987,
  E988,
  E989,
  E990,
  E991,
  E992,
  E993,
  E994,
  E995,
  E996,
  E997,
  E998,
  E999,
  E1000,
  E1001,
  E1002,
  E1003,
  E1004,
  E1005,
  E1006,
  E1007,
  E1008,
  E1009,
  E1010,
  E1011,
  E1012,
  E1013,
  E1014,
  E1015,
  E1016,
  E1017,
  E1018,
  E1019,
  E1020,
  E1021,
  E1022
};
static int f(enum big e) {
  switch (e) {
  case E0: return 0;
  case E1: return 3;
  case E2: return 6;
  case E3: return 9;
  case E4: return 12;
  case E5: return 15;
  case E6: return 18;
  case E7: return 21;
  case E8: return 24;
  case E9: return 27;
  case E10: return 30;
  case E11: return 33;
  case E12: return 36;
  case E13: return 39;
  case E14: return 42;
  case E15: return 45;
  case E16: return 48;
  case E17: return 51;
  case E18: return 54;
  case E19: return 57;
  case E20: return 60;
  case E21: return 63;
  case E22: return 66;
  case E23: return 69;
  case E24: return 72;
  case E25: return 75;
  case E26: return 78;
  case E27: return 81;
  case E28: return 84;
  case E29: return 87;
  case E30: return 90;
  case E31: return 93;
  case E32: return 96;
  case E33: return 99;
  case E34: return 102;
  case E35: return 105;
  case E36: return 108;
  case E37: return 111;
  case E38: return 114;
  case E39: return 117;
  case E40: return 120;
  case E41: return 123;
  case E42: return 126;
  case E43: return 129;
  case E44: return 132;
  case E45: return 135;
  case E46: return 138;
  case E47: return 141;
  case E48: return 144;
  case E49: return 147;
  case E50: return 150;
  case E51: return 153;
  case E52: return 156;
  case E53: return 159;
  case E54: return 162;
  case E55: return 165;
  case E56: return 168;
  case E57: return 171;
  case E58: return 174;
  case E59: return 177;
  case E60: return 180;
  case E61: return 183;
  case E62: return 186;
  case E63: return 189;
  case E64: return 192;
  case E65: return 195;
  case E66: return 198;
  case E67: return 201;
  case E68: return 204;
  case E69: return 207;
  case E70: return 210;
  case E71: return 213;
  case E72: return 216;
  case E73: return 219;
  case E74: return 222;
  case E75: return 225;
  case E76: return 228;
  case E77: return 231;
  case E78: return 234;
  case E79: return 237;
  case E80: return 240;
  case E81: return 243;
  case E82: return 246;
  case E83: return 249;
  case E84: return 252;
  case E85: return 255;
  case E86: return 258;
  case E87: return 261;
  case E88: return 264;
  case E89: return 267;
  case E90: return 270;
  case E91: return 273;
  case E92: return 276;
  case E93: return 279;
  case E94: return 282;
  case E95: return 285;
  case E96: return 288;
  case E97: return 291;
  case E98: return 294;
  case E99: return 297;
  case E100: return 300;
  case E101: return 303;
  case E102: return 306;
  case E103: return 309;
  case E104: return 312;
  case E105: return 315;
  case E106: return 318;
  case E107: return 321;
  case E108: return 324;
  case E109: return 327;
  case E110: return 330;
  case E111: return 333;
  case E112: return 336;
  case E113: return 339;
  case E114: return 342;
  case E115: return 345;
  case E116: return 348;
  case E117: return 351;
  case E118: return 354;
  case E119: return 357;
  case E120: return 360;
  case E121: return 363;
  case E122: return 366;
  case E123: return 369;
  case E124: return 372;
  case E125: return 375;
  case E126: return 378;
  case E127: return 381;
  case E128: return 384;
  case E129: return 387;
  case E130: return 390;
  case E131: return 393;
  case E132: return 396;
  case E133: return 399;
  case E134: return 402;
  case E135: return 405;
  case E136: return 408;
  case E137: return 411;
  case E138: return 414;
  case E139: return 417;
  case E140: return 420;
  case E141: return 423;
  case E142: return 426;
  case E143: return 429;
  case E144: return 432;
  case E145: return 435;
  case E146: return 438;
  case E147: return 441;
  case E148: return 444;
  case E149: return 447;
  case E150: return 450;
  case E151: return 453;
  case E152: return 456;
  case E153: return 459;
  case E154: return 462;
  case E155: return 465;
  case E156: return 468;
  case E157: return 471;
  case E158: return 474;
  case E159: return 477;
  case E160: return 480;
  case E161: return 483;
  case E162: return 486;
  case E163: return 489;
  case E164: return 492;
  case E165: return 495;
  case E166: return 498;
  case E167: return 501;
  case E168: return 504;
  case E169: return 507;
  case E170: return 510;
  case E171: return 513;
  case E172: return 516;
  case E173: return 519;
  case E174: return 522;
  case E175: return 525;
  case E176: return 528;
  case E177: return 531;
  case E178: return 534;
  case E179: return 537;
  case E180: return 540;
  case E181: return 543;
  case E182: return 546;
  case E183: return 549;
  case E184: return 552;
  case E185: return 555;
  case E186: return 558;
  case E187: return 561;
  case E188: return 564;
  case E189: return 567;
  case E190: return 570;
  case E191: return 573;
  case E192: return 576;
  case E193: return 579;
  case E194: return 582;
  case E195: return 585;
  case E196: return 588;
  case E197: return 591;
  case E198: return 594;
  case E199: return 597;
  case E200: return 600;
  case E201: return 603;
  case E202: return 606;
  case E203: return 609;
  case E204: return 612;
  case E205: return 615;
  case E206: return 618;
  case E207: return 621;
  case E208: return 624;
  case E209: return 627;
  case E210: return 630;
  case E211: return 633;
  case E212: return 636;
  case E213: return 639;
  case E214: return 642;
  case E215: return 645;
  case E216: return 648;
  case E217: return 651;
  case E218: return 654;
  case E219: return 657;
  case E220: return 660;
  case E221: return 663;
  case E222: return 666;
  case E223: return 669;
  case E224: return 672;
  case E225: return 675;
  case E226: return 678;
  case E227: return 681;
  case E228: return 684;
  case E229: return 687;
  case E230: return 690;
  case E231: return 693;
  case E232: return 696;
  case E233: return 699;
  case E234: return 702;
  case E235: return 705;
  case E236: return 708;
  case E237: return 711;
  case E238: return 714;
  case E239: return 717;
  case E240: return 720;
  case E241: return 723;
  case E242: return 726;
  case E243: return 729;
  case E244: return 732;
  case E245: return 735;
  case E246: return 738;
  case E247: return 741;
  case E248: return 744;
  case E249: return 747;
  case E250: return 750;
  case E251: return 753;
  case E252: return 756;
  case E253: return 759;
  case E254: return 762;
  case E255: return 765;
  case E256: return 768;
  case E257: return 771;
  case E258: return 774;
  case E259: return 777;
  case E260: return 780;
  case E261: return 783;
  case E262: return 786;
  case E263: return 789;
  case E264: return 792;
  case E265: return 795;
  case E266: return 798;
  case E267: return 801;
  case E268: return 804;
  case E269: return 807;
  case E270: return 810;
  case E271: return 813;
  case E272: return 816;
  case E273: return 819;
  case E274: return 822;
  case E275: return 825;
  case E276: return 828;
  case E277: return 831;
  case E278: return 834;
  case E279: return 837;
  case E280: return 840;
  case E281: return 843;
  case E282: return 846;
  case E283: return 849;
  case E284: return 852;
  case E285: return 855;
  case E286: return 858;
  case E287: return 861;
  case E288: return 864;
  case E289: return 867;
  case E290: return 870;
  case E291: return 873;
  case E292: return 876;
  case E293: return 879;
  case E294: return 882;
  case E295: return 885;
  case E296: return 888;
  case E297: return 891;
  case E298: return 894;
  case E299: return 897;
  case E300: return 900;
  case E301: return 903;
  case E302: return 906;
  case E303: return 909;
  case E304: return 912;
  case E305: return 915;
  case E306: return 918;
  case E307: return 921;
  case E308: return 924;
  case E309: return 927;
  case E310: return 930;
  case E311: return 933;
  case E312: return 936;
  case E313: return 939;
  case E314: return 942;
  case E315: return 945;
  case E316: return 948;
  case E317: return 951;
  case E318: return 954;
  case E319: return 957;
  case E320: return 960;
  case E321: return 963;
  case E322: return 966;
  case E323: return 969;
  case E324: return 972;
  case E325: return 975;
  case E326: return 978;
  case E327: return 981;
  case E328: return 984;
  case E329: return 987;
  case E330: return 990;
  case E331: return 993;
  case E332: return 996;
  case E333: return 999;
  case E334: return 2;
  case E335: return 5;
  case E336: return 8;
  case E337: return 11;
  case E338: return 14;
  case E339: return 17;
  case E340: return 20;
  case E341: return 23;
  case E342: return 26;
  case E343: return 29;
  case E344: return 32;
  case E345: return 35;
  case E346: return 38;
  case E347: return 41;
  case E348: return 44;
  case E349: return 47;
  case E350: return 50;
  case E351: return 53;
  case E352: return 56;
  case E353: return 59;
  case E354: return 62;
  case E355: return 65;
  case E356: return 68;
  case E357: return 71;
  case E358: return 74;
  case E359: return 77;
  case E360: return 80;
  case E361: return 83;
  case E362: return 86;
  case E363: return 89;
  case E364: return 92;
  case E365: return 95;
  case E366: return 98;
  case E367: return 101;
  case E368: return 104;
  case E369: return 107;
  case E370: return 110;
  case E371: return 113;
  case E372: return 116;
  case E373: return 119;
  case E374: return 122;
  case E375: return 125;
  case E376: return 128;
  case E377: return 131;
  case E378: return 134;
  case E379: return 137;
  case E380: return 140;
  case E381: return 143;
  case E382: return 146;
  case E383: return 149;
  case E384: return 152;
  case E385: return 155;
  case E386: return 158;
  case E387: return 161;
  case E388: return 164;
  case E389: return 167;
  case E390: return 170;
  case E391: return 173;
  case E392: return 176;
  case E393: return 179;
  case E394: return 182;
  case E395: return 185;
  case E396: return 188;
  case E397: return 191;
  case E398: return 194;
  case E399: return 197;
  case E400: return 200;
  case E401: return 203;
  case E402: return 206;
  case E403: return 209;
  case E404: return 212;
  case E405: return 215;
  case E406: return 218;
  case E407: return 221;
  case E408: return 224;
  case E409: return 227;
  case E410: return 230;
  case E411: return 233;
  case E412: return 236;
  case E413: return 239;
  case E414: return 242;
  case E415: return 245;
  case E416: return 248;
  case E417: return 251;
  case E418: return 254;
  case E419: return 257;
  case E420: return 260;
  case E421: return 263;
  case E422: return 266;
  case E423: return 269;
  case E424: return 272;
  case E425: return 275;
  case E426: return 278;
  case E427: return 281;
  case E428: return 284;
  case E429: return 287;
  case E430: return 290;
  case E431: return 293;
  case E432: return 296;
  case E433: return 299;
  case E434: return 302;
  case E435: return 305;
  case E436: return 308;
  case E437: return 311;
  case E438: return 314;
  case E439: return 317;
  case E440: return 320;
  case E441: return 323;
  case E442: return 326;
  case E443: return 329;
  case E444: return 332;
  case E445: return 335;
  case E446: return 338;
  case E447: return 341;
  case E448: return 344;
  case E449: return 347;
  case E450: return 350;
  case E451: return 353;
  case E452: return 356;
  case E453: return 359;
  case E454: return 362;
  case E455: return 365;
  case E456: return 368;
  case E457: return 371;
  case E458: return 374;
  case E459: return 377;
  case E460: return 380;
  case E461: return 383;
  case E462: return 386;
  case E463: return 389;
  case E464: return 392;
  case E465: return 395;
  case E466: return 398;
  case E467: return 401;
  case E468: return 404;
  case E469: return 407;
  case E470: return 410;
  case E471: return 413;
  case E472: return 416;
  case E473: return 419;
  case E474: return 422;
  case E475: return 425;
  case E476: return 428;
  case E477: return 431;
  case E478: return 434;
  case E479: return 437;
  case E480: return 440;
  case E481: return 443;
  case E482: return 446;
  case E483: return 449;
  case E484: return 452;
  case E485: return 455;
  case E486: return 458;
  case E487: return 461;
  case E488: return 464;
  case E489: return 467;
  case E490: return 470;
  case E491: return 473;
  case E492: return 476;
  case E493: return 479;
  case E494: return 482;
  case E495: return 485;
  case E496: return 488;
  case E497: return 491;
  case E498: return 494;
  case E499: return 497;
  case E500: return 500;
  case E501: return 503;
  case E502: return 506;
  case E503: return 509;
  case E504: return 512;
  case E505: return 515;
  case E506: return 518;
  case E507: return 521;
  case E508: return 524;
  case E509: return 527;
  case E510: return 530;
  case E511: return 533;
  case E512: return 536;
  case E513: return 539;
  case E514: return 542;
  case E515: return 545;
  case E516: return 548;
  case E517: return 551;
  case E518: return 554;
  case E519: return 557;
  case E520: return 560;
  case E521: return 563;
  case E522: return 566;
  case E523: return 569;
  case E524: return 572;
  case E525: return 575;
  case E526: return 578;
  case E527: return 581;
  case E528: return 584;
  case E529: return 587;
  case E530: return 590;
  case E531: return 593;
  case E532: return 596;
  case E533: return 599;
  case E534: return 602;
  case E535: return 605;
  case E536: return 608;
  case E537: return 611;
  case E538: return 614;
  case E539: return 617;
  case E540: return 620;
  case E541: return 623;
  case E542: return 626;
  case E543: return 629;
  case E544: return 632;
  case E545: return 635;
  case E546: return 638;
  case E547: return 641;
  case E548: return 644;
  case E549: return 647;
  case E550: return 650;
  case E551: return 653;
  case E552: return 656;
  case E553: return 659;
  case E554: return 662;
  case E555: return 665;
  case E556: return 668;
  case E557: return 671;
  case E558: return 674;
  case E559: return 677;
  case E560: return 680;
  case E561: return 683;
  case E562: return 686;
  case E563: return 689;
  case E564: return 692;
  case E565: return 695;
  case E566: return 698;
  case E567: return 701;
  case E568: return 704;
  case E569: return 707;
  case E570: return 710;
  case E571: return 713;
  case E572: return 716;
  case E573: return 719;
  case E574: return 722;
  case E575: return 725;
  case E576: return 728;
  case E577: return 731;
  case E578: return 734;
  case E579: return 737;
  case E580: return 740;
  case E581: return 743;
  case E582: return 746;
  case E583: return 749;
  case E584: return 752;
  case E585: return 755;
  case E586: return 758;
  case E587: return 761;
  case E588: return 764;
  case E589: return 767;
  case E590: return 770;
  case E591: return 773;
  case E592: return 776;
  case E593: return 779;
  case E594: return 782;
  case E595: return 785;
  case E596: return 788;
  case E597: return 791;
  case E598: return 794;
  case E599: return 797;
  case E600: return 800;
  case E601: return 803;
  case E602: return 806;
  case E603: return 809;
  case E604: return 812;
  case E605: return 815;
  case E606: return 818;
  case E607: return 821;
  case E608: return 824;
  case E609: return 827;
  case E610: return 830;
  case E611: return 833;
  case E612: return 836;
  case E613: return 839;
  case E614: return 842;
  case E615: return 845;
  case E616: return 848;
  case E617: return 851;
  case E618: return 854;
  case E619: return 857;
  case E620: return 860;
  case E621: return 863;
  case E622: return 866;
  case E623: return 869;
  case E624: return 872;
  case E625: return 875;
  case E626: return 878;
  case E627: return 881;
  case E628: return 884;
  case E629: return 887;
  case E630: return 890;
  case E631: return 893;
  case E632: return 896;
  case E633: return 899;
  case E634: return 902;
  case E635: return 905;
  case E636: return 908;
  case E637: return 911;
  case E638: return 914;
  case E639: return 917;
  case E640: return 920;
  case E641: return 923;
  case E642: return 926;
  case E643: return 929;
  case E644: return 932;
  case E645: return 935;
  case E646: return 938;
  case E647: return 941;
  case E648: return 944;
  case E649: return 947;
  case E650: return 950;
  case E651: return 953;
  case E652: return 956;
  case E653: return 959;
  case E654: return 962;
  case E655: return 965;
  case E656: return 968;
  case E657: return 971;
  case E658: return 974;
  case E659: return 977;
  case E660: return 980;
  case E661: return 983;
  case E662: return 986;
  case E663: return 989;
  case E664: return 992;
  case E665: return 995;
  case E666: return 998;
  case E667: return 1;
  case E668: return 4;
  case E669: return 7;
  case E670: return 10;
  case E671: return 13;
  case E672: return 16;
  case E673: return 19;
  case E674: return 22;
  case E675: return 25;
  case E676: return 28;
  case E677: return 31;
  case E678: return 34;
  case E679: return 37;
  case E680: return 40;
  case E681: return 43;
  case E682: return 46;
  case E683: return 49;
  case E684: return 52;
  case E685: return 55;
  case E686: return 58;
  case E687: return 61;
  case E688: return 64;
  case E689: return 67;
  case E690: return 70;
  case E691: return 73;
  case E692: return 76;
  case E693: return 79;
  case E694: return 82;
  case E695: return 85;
  case E696: return 88;
  case E697: return 91;
  case E698: return 94;
  case E699: return 97;
  case E700: return 100;
  case E701: return 103;
  case E702: return 106;
  case E703: return 109;
  case E704: return 112;
  case E705: return 115;
  case E706: return 118;
  case E707: return 121;
  case E708: return 124;
  case E709: return 127;
  case E710: return 130;
  case E711: return 133;
  case E712: return 136;
  case E713: return 139;
  case E714: return 142;
  case E715: return 145;
  case E716: return 148;
  case E717: return 151;
  case E718: return 154;
  case E719: return 157;
  case E720: return 160;
  case E721: return 163;
  case E722: return 166;
  case E723: return 169;
  case E724: return 172;
  case E725: return 175;
  case E726: return 178;
  case E727: return 181;
  case E728: return 184;
  case E729: return 187;
  case E730: return 190;
  case E731: return 193;
  case E732: return 196;
  case E733: return 199;
  case E734: return 202;
  case E735: return 205;
  case E736: return 208;
  case E737: return 211;
  case E738: return 214;
  case E739: return 217;
  case E740: return 220;
  case E741: return 223;
  case E742: return 226;
  case E743: return 229;
  case E744: return 232;
  case E745: return 235;
  case E746: return 238;
  case E747: return 241;
  case E748: return 244;
  case E749: return 247;
  case E750: return 250;
  case E751: return 253;
  case E752: return 256;
  case E753: return 259;
  case E754: return 262;
  case E755: return 265;
  case E756: return 268;
  case E757: return 271;
  case E758: return 274;
  case E759: return 277;
  case E760: return 280;
  case E761: return 283;
  case E762: return 286;
  case E763: return 289;
  case E764: return 292;
  case E765: return 295;
  case E766: return 298;
  case E767: return 301;
  case E768: return 304;
  case E769: return 307;
  case E770: return 310;
  case E771: return 313;
  case E772: return 316;
  case E773: return 319;
  case E774: return 322;
  case E775: return 325;
  case E776: return 328;
  case E777: return 331;
  case E778: return 334;
  case E779: return 337;
  case E780: return 340;
  case E781: return 343;
  case E782: return 346;
  case E783: return 349;
  case E784: return 352;
  case E785: return 355;
  case E786: return 358;
  case E787: return 361;
  case E788: return 364;
  case E789: return 367;
  case E790: return 370;
  case E791: return 373;
  case E792: return 376;
  case E793: return 379;
  case E794: return 382;
  case E795: return 385;
  case E796: return 388;
  case E797: return 391;
  case E798: return 394;
  case E799: return 397;
  case E800: return 400;
  case E801: return 403;
  case E802: return 406;
  case E803: return 409;
  case E804: return 412;
  case E805: return 415;
  case E806: return 418;
  case E807: return 421;
  case E808: return 424;
  case E809: return 427;
  case E810: return 430;
  case E811: return 433;
  case E812: return 436;
  case E813: return 439;
  case E814: return 442;
  case E815: return 445;
  case E816: return 448;
  case E817: return 451;
  case E818: return 454;
  case E819: return 457;
  case E820: return 460;
  case E821: return 463;
  case E822: return 466;
  case E823: return 469;
  case E824: return 472;
  case E825: return 475;
  case E826: return 478;
  case E827: return 481;
  case E828: return 484;
  case E829: return 487;
  case E830: return 490;
  case E831: return 493;
  case E832: return 496;
  case E833: return 499;
  case E834: return 502;
  case E835: return 505;
  case E836: return 508;
  case E837: return 511;
  case E838: return 514;
  case E839: return 517;
  case E840: return 520;
  case E841: return 523;
  case E842: return 526;
  case E843: return 529;
  case E844: return 532;
  case E845: return 535;
  case E846: return 538;
  case E847: return 541;
  case E848: return 544;
  case E849: return 547;
  case E850: return 550;
  case E851: return 553;
  case E852: return 556;
  case E853: return 559;
  case E854: return 562;
  case E855: return 565;
  case E856: return 568;
  case E857: return 571;
  case E858: return 574;
  case E859: return 577;
  case E860: return 580;
  case E861: return 583;
  case E862: return 586;
  case E863: return 589;
  case E864: return 592;
  case E865: return 595;
  case E866: return 598;
  case E867: return 601;
  case E868: return 604;
  case E869: return 607;
  case E870: return 610;
  case E871: return 613;
  case E872: return 616;
  case E873: return 619;
  case E874: return 622;
  case E875: return 625;
  case E876: return 628;
  case E877: return 631;
  case E878: return 634;
  case E879: return 637;
  case E880: return 640;
  case E881: return 643;
  case E882: return 646;
  case E883: return 649;
  case E884: return 652;
  case E885: return 655;
  case E886: return 658;
  case E887: return 661;
  case E888: return 664;
  case E889: return 667;
  case E890: return 670;
  case E891: return 673;
  case E892: return 676;
  case E893: return 679;
  case E894: return 682;
  case E895: return 685;
  case E896: return 688;
  case E897: return 691;
  case E898: return 694;
  case E899: return 697;
  case E900: return 700;
  case E901: return 703;
  case E902: return 706;
  case E903: return 709;
  case E904: return 712;
  case E905: return 715;
  case E906: return 718;
  case E907: return 721;
  case E908: return 724;
  case E909: return 727;
  case E910: return 730;
  case E911: return 733;
  case E912: return 736;
  case E913: return 739;
  case E914: return 742;
  case E915: return 745;
  case E916: return 748;
  case E917: return 751;
  case E918: return 754;
  case E919: return 757;
  case E920: return 760;
  case E921: return 763;
  case E922: return 766;
  case E923: return 769;
  case E924: return 772;
  case E925: return 775;
  case E926: return 778;
  case E927: return 781;
  case E928: return 784;
  case E929: return 787;
  case E930: return 790;
  case E931: return 793;
  case E932: return 796;
  case E933: return 799;
  case E934: return 802;
  case E935: return 805;
  case E936: return 808;
  case E937: return 811;
  case E938: return 814;
  case E939: return 817;
  case E940: return 820;
  case E941: return 823;
  case E942: return 826;
  case E943: return 829;
  case E944: return 832;
  case E945: return 835;
  case E946: return 838;
  case E947: return 841;
  case E948: return 844;
  case E949: return 847;
  case E950: return 850;
  case E951: return 853;
  case E952: return 856;
  case E953: return 859;
  case E954: return 862;
  case E955: return 865;
  case E956: return 868;
  case E957: return 871;
  case E958: return 874;
  case E959: return 877;
  case E960: return 880;
  case E961: return 883;
  case E962: return 886;
  case E963: return 889;
  case E964: return 892;
  case E965: return 895;
  case E966: return 898;
  case E967: return 901;
  case E968: return 904;
  case E969: return 907;
  case E970: return 910;
  case E971: return 913;
  case E972: return 916;
  case E973: return 919;
  case E974: return 922;
  case E975: return 925;
  case E976: return 928;
  case E977: return 931;
  case E978: return 934;
  case E979: return 937;
  case E980: return 940;
  case E981: return 943;
  case E982: return 946;
  case E983: return 949;
  case E984: return 952;
  case E985: return 955;
  case E986: return 958;
  case E987: return 961;
  case E988: return 964;
  case E989: return 967;
  case E990: return 970;
  case E991: return 973;
  case E992: return 976;
  case E993: return 979;
  case E994: return 982;
  case E995: return 985;
  case E996: return 988;
  case E997: return 991;
  case E998: return 994;
  case E999: return 997;
  case E1000: return 0;
  case E1001: return 3;
  case E1002: return 6;
  case E1003: return 9;
  case E1004: return 12;
  case E1005: return 15;
  case E1006: return 18;
  case E1007: return 21;
  case E1008: return 24;
  case E1009: return 27;
  case E1010: return 30;
  case E1011: return 33;
  case E1012: return 36;
  case E1013: return 39;
  case E1014: return 42;
  case E1015: return 45;
  case E1016: return 48;
  case E1017: return 51;
  case E1018: return 54;
  case E1019: return 57;
  case E1020: return 60;
  case E1021: return 63;
  case E1022: return 66;
  }
  return -1;
}
__device__ int test(void) {
  if (E1022 != 1022) return 1;
  for (int i = 0; i < 1023; i++)
    if (f((enum big)i) != i * 3 % 1000) return 2;
  if (f((enum big)1023) != -1) return 3;
  return 0;
}
