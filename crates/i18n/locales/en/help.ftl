# The help in English is the commands' own doc comments (src/cli.rs): this file is
# empty. Other languages put their words over them (src/help.rs says how).
