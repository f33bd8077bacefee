#include <libevdev/libevdev.h>
#include <linux/input.h>
#include <fcntl.h>
#include <poll.h>
#include <unistd.h>
#include <errno.h>
#include <time.h>
#include <libevdev/libevdev-uinput.h>
