import VellumCore
