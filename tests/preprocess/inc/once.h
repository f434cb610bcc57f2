#pragma once
int once_h;
