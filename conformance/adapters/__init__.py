"""Engine adapters: the protocol every engine speaks, and the ways to reach one."""
