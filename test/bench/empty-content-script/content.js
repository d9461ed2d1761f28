// Nothing: the page gets an isolated world for this extension and no code of ours (bench floor).
